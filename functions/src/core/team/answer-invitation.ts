import { isId, MSG, type InvitationAnswer, type MessageResponse } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import type { InvitationRecord } from '#data/accounts/invitation-item.js';
import { deleteInvitation, getInvitation, listInvitationsForEmail } from '#data/accounts/invitations-repo.js';
import { addMembership, createInvitedMember, type UsedInvitation } from '#data/accounts/team-members-repo.js';
import { getUserIdByEmail } from '#data/accounts/users-repo.js';
import { noteAuditTeam } from '#lib/audit/audit-context.js';
import type { Credential } from '#lib/auth/credential.js';
import { AppError, forbidden, notFound } from '#lib/errors.js';
import { authenticateCaller } from '../accounts/authenticate-caller.js';
import type { Caller } from '../accounts/caller.js';
import { createUser, newUserProfile } from '../accounts/create-user.js';
import { invitationOfToken, nowSeconds, type OpenedInvitation } from './invitations.js';

/**
 * Accepts or declines an invitation. `ref` is the mailed link's token, or — for a
 * signed-in invitee shown their invitations in the app — the invitation's id, which only
 * the account holding the invited address may use.
 *
 * Accepting:
 * - an address without an account: the account is made now, verified (the link proves the
 *   mailbox), a member of the team, with the password the owner chose. No session starts
 *   (the link holder signs in), so accepting cannot sign a browser in to someone's account.
 * - an address with an account: only that account, signed in, may accept. The team is added to
 *   its teams (a person may be in many; `leaveCurrentTeam` from older clients is ignored), and
 *   it keeps working in its current team until it switches.
 * Declining deletes the invitation; with the link, no sign-in is needed.
 */
export async function answerInvitation(ref: string, answer: InvitationAnswer, credential: Credential | null): Promise<MessageResponse> {
  const caller = await authenticateCaller(credential);
  const opened = isId('record', ref) ? await invitationOfId(ref, caller) : await invitationOfToken(ref);
  const { invitation } = opened;
  noteAuditTeam(invitation.teamId, { type: 'invitation', id: invitation.invitationId });
  if (answer.action === 'decline') {
    if (!(await deleteInvitation(invitation))) throw notFound(MSG.invitationNotFound);
    return { message: MSG.invitationDeclined };
  }
  const used: UsedInvitation = {
    teamId: invitation.teamId,
    email: invitation.email,
    invitationId: invitation.invitationId,
    tokenHash: invitation.tokenHash,
    nowSeconds: nowSeconds(),
  };
  const holder = await getUserIdByEmail(invitation.email);
  if (!holder) return createAccount(opened, used);
  if (!caller) throw new AppError(401, MSG.invitationSignInFirst);
  if (caller.id !== holder) throw new AppError(403, MSG.invitationForAnotherAccount);
  return joinTeam(caller, invitation, used);
}

/** A signed-in invitee's own invitation, by id: addressed to the caller's (verified) address. */
async function invitationOfId(id: string, caller: Caller | null): Promise<OpenedInvitation> {
  if (!caller) throw new AppError(401, MSG.unauthorized);
  if (!caller.verified) throw forbidden();
  const listed = (await listInvitationsForEmail(caller.email)).find((i) => i.invitationId === id);
  // The index is eventually consistent: the invitation itself is read again, strongly.
  const invitation = listed ? await getInvitation(listed.teamId, listed.email) : null;
  if (!invitation || invitation.invitationId !== id || invitation.expiresAt <= nowSeconds()) throw notFound(MSG.invitationNotFound);
  return { invitation, password: null };
}

async function createAccount({ invitation, password }: OpenedInvitation, used: UsedInvitation): Promise<MessageResponse> {
  if (!password) throw notFound(MSG.invitationNotFound);
  const { email, name, teamId, role } = invitation;
  const profile = newUserProfile({ userId: randomUUID(), name, email, teamId, verified: true });
  const outcome = await createUser(profile, password, () => createInvitedMember(profile, role, used));
  if (outcome === 'created') return { message: MSG.invitationAcceptedNewAccount };
  // Signed up meanwhile: the address is theirs, so they accept as an existing account.
  if (outcome === 'emailTaken') throw new AppError(401, MSG.invitationSignInFirst);
  if (outcome === 'gone' || outcome === 'noTeam') throw notFound(MSG.invitationNotFound);
  throw new AppError(409, MSG.unknownError);
}

async function joinTeam(caller: Caller, invitation: InvitationRecord, used: UsedInvitation): Promise<MessageResponse> {
  const outcome = await addMembership(caller.id, invitation.role, used, new Date().toISOString());
  if (outcome === 'joined') return { message: MSG.invitationAccepted };
  // In the team already (joined another way meanwhile): the invitation has nothing left to do.
  if (outcome === 'already') {
    await deleteInvitation(invitation);
    return { message: MSG.invitationAccepted };
  }
  if (outcome === 'gone' || outcome === 'noTeam') throw notFound(MSG.invitationNotFound);
  throw new AppError(409, MSG.unknownError);
}
