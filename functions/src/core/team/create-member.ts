import { requireScope } from '../accounts/require-scope.js';
import { INVITE_TOKEN_TTL_SECONDS, MSG, paths, type CreateMemberInput, type Invitation } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import type { InvitationRecord } from '#data/accounts/invitation-item.js';
import { putInvitation } from '#data/accounts/invitations-repo.js';
import { getTeam, listTeamMembers } from '#data/accounts/teams-repo.js';
import { getUser } from '#data/accounts/users-repo.js';
import { config } from '#lib/config.js';
import { generateToken, hashToken, sealWithToken } from '#lib/crypto/token-crypto.js';
import { conflict, notFound } from '#lib/errors.js';
import { sendMail } from '#mail/send-mail.js';
import { invitationMail } from '#mail/templates.js';
import type { Caller } from '../accounts/caller.js';
import { requireOwnerPowerFor } from './team-access.js';
import { checkRateLimit } from '../rate-limits/check-rate-limit.js';
import { RATE_LIMITS } from '../rate-limits/limits.js';
import { toInvitation } from './invitations.js';

/**
 * 'Create New Member': an invitation, as `role` (an owner's only by an owner), not an account. Before,
 * an owner could create a usable, "verified" account for anyone's address (pre-hijacking:
 * the real person later reset its password and landed in the owner's team) and the 409 for
 * a taken address told who has an account.
 *
 * Now nothing is created but the invitation: a single-use link, stored hashed, valid
 * INVITE_TOKEN_TTL_SECONDS, mailed to the address. Only its holder can accept: a new
 * address then becomes an account (verified by that very link) in the team; an existing
 * account joins after signing in and confirming. The password the owner typed is sealed
 * with the link's raw token (the table alone cannot open it) and becomes the new account's
 * password on acceptance, as the spec's modal promises; owners set members' passwords by
 * the spec anyway, so it gives them nothing more, and the person deciding is the mailbox's.
 *
 * Same work and the same answer for every address outside the team (no lookup of the address
 * among accounts), and at most RATE_LIMITS.invitationsPerOwner a window: each one mails an
 * address the owner chose. An address already in the owner's own team — which the owner's team
 * page lists anyway — is a 409 and no mail: inviting it again would only mail its holder for nothing.
 */
export async function createMember(caller: Caller, input: CreateMemberInput): Promise<Invitation> {
  requireScope(caller, 'team:write');
  const role = input.role ?? 'member';
  requireOwnerPowerFor(caller, role);
  await checkRateLimit(RATE_LIMITS.invitationsPerOwner, caller.id);
  // The mail is written in the inviter's language: the same work whether or not the address has an account.
  const [team, members, inviter] = await Promise.all([getTeam(caller.teamId), listTeamMembers(caller.teamId), getUser(caller.id)]);
  if (!team) throw notFound();
  if (members.some((m) => m.email.toLowerCase() === input.email)) throw conflict(MSG.alreadyTeamMember(input.email));

  const raw = generateToken();
  const tokenHash = hashToken(raw);
  const expiresAt = Math.floor(Date.now() / 1000) + INVITE_TOKEN_TTL_SECONDS;
  const invitation: InvitationRecord = {
    invitationId: randomUUID(),
    teamId: team.teamId,
    email: input.email,
    name: input.name,
    role,
    invitedBy: { id: caller.id, name: caller.name },
    invitedAt: new Date().toISOString(),
    expiresAt,
    tokenHash,
  };
  await putInvitation(invitation, {
    tokenHash,
    teamId: team.teamId,
    email: input.email,
    invitationId: invitation.invitationId,
    expiresAt,
    sealedPassword: sealWithToken(raw, input.password),
  });
  const link = `${config.mail().appUrl}${paths.invite(raw)}`;
  const to = { email: input.email, name: input.name, ...(inviter?.locale ? { locale: inviter.locale } : {}) };
  await sendMail(invitationMail(to, { inviter: caller.name, team: team.name }, link, INVITE_TOKEN_TTL_SECONDS / 86_400));
  return toInvitation(invitation);
}
