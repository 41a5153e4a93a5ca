import { requireScope } from '../accounts/require-scope.js';
import { EMAIL_CHANGE_TOKEN_TTL_SECONDS, MSG, paths, type MemberPatch, type UpdatedMember } from '@kisa/shared';
import { changeMemberRole, updateMember as storeChange } from '#data/accounts/team-members-repo.js';
import { updateIdentityAttributes } from '#identity/user-pool.js';
import { noteChange } from '#lib/audit/audit-context.js';
import { config } from '#lib/config.js';
import { AppError, conflict } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { sendMail } from '#mail/send-mail.js';
import { emailChangeMail } from '#mail/templates.js';
import type { Caller } from '../accounts/caller.js';
import { issueToken } from '../accounts/one-time-tokens.js';
import { checkRateLimit } from '../rate-limits/check-rate-limit.js';
import { RATE_LIMITS } from '../rate-limits/limits.js';
import { memberOfCallersTeam, requireManagedByTeam, requireOwnerPowerFor } from './team-access.js';

/**
 * An owner or admin changes a member's role in the team, or name or e-mail. Only owners make,
 * demote or change owners. Demoting the team's last owner is refused (409), also when two owners
 * demote each other at once. A name or e-mail is the person's, shared by all their teams: a team
 * changes it only while it is the person's only team.
 *
 * A new e-mail address is not set here: it is mailed a confirmation link, and the
 * change happens when its holder follows it (confirm-email-change.ts). Otherwise an owner could
 * give a member anyone's address — unverified, yet the account's sign-in — and the answer (409
 * for a taken address) told who has an account. Now every address gets the same answer, and
 * only the address's holder learns whether it was free; each mail counts against the owner's
 * invitation limit.
 */
export async function updateMember(caller: Caller, memberId: string | undefined, patch: MemberPatch): Promise<UpdatedMember> {
  requireScope(caller, 'team:write');
  const { profile: current, membership } = await memberOfCallersTeam(caller, memberId);
  const role = patch.role ?? membership.role;
  requireOwnerPowerFor(caller, membership.role, role);
  const name = patch.name ?? current.name;
  const newEmail = patch.email && patch.email !== current.email ? patch.email : undefined;
  if (name !== current.name || newEmail) await requireManagedByTeam(caller, current.userId);
  if (newEmail) await checkRateLimit(RATE_LIMITS.invitationsPerOwner, caller.id);

  if (role !== membership.role) {
    const outcome = await changeMemberRole(membership, role);
    if (outcome === 'lastOwner') throw conflict(MSG.lastOwner);
    if (outcome !== 'updated') throw new AppError(409, MSG.unknownError);
  }
  if (name !== current.name) {
    if ((await storeChange(current, { name })) !== 'updated') throw new AppError(409, MSG.unknownError);
    try {
      await updateIdentityAttributes(current.userId, { name, email: current.email });
    } catch (error) {
      // Cognito's copy is informational (sign-in goes through our e-mail claim).
      logger.warn('Could not update the Cognito attributes of a member', { userId: current.userId, error: error as Error });
    }
  }
  if (newEmail) {
    // The new address rides sealed in the link (only its holder's click opens it), with the
    // team that asked: a member who has left that team meanwhile is no longer its to change.
    const token = await issueToken('email', current.userId, JSON.stringify({ email: newEmail, teamId: caller.teamId }));
    const to = { email: newEmail, name, ...(current.locale ? { locale: current.locale } : {}) };
    await sendMail(emailChangeMail(to, `${config.mail().appUrl}${paths.verify(token)}`, EMAIL_CHANGE_TOKEN_TTL_SECONDS / 3600));
  }
  noteChange({ name: current.name, role: membership.role }, { name, role });
  const member: UpdatedMember = { id: current.userId, name, email: current.email, role, memberSince: membership.memberSince };
  return newEmail ? { ...member, pendingEmail: newEmail } : member;
}
