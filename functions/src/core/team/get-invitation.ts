import type { InvitationDetails } from '@kisa/shared';
import { getTeam } from '#data/accounts/teams-repo.js';
import { getUserIdByEmail } from '#data/accounts/users-repo.js';
import { invitationOfToken, toInvitation } from './invitations.js';

/**
 * What an invitation link offers, for its page (does not use it). Whether the address has
 * an account is told to the link's holder only — the address's own mailbox — since that
 * decides what accepting does.
 */
export async function getInvitationDetails(raw: string): Promise<InvitationDetails> {
  const { invitation } = await invitationOfToken(raw);
  const [team, holder] = await Promise.all([getTeam(invitation.teamId), getUserIdByEmail(invitation.email)]);
  const { id, name, email, expiresAt, invitedBy } = toInvitation(invitation);
  return { id, name, email, expiresAt, teamName: team?.name ?? '', inviterName: invitedBy.name, hasAccount: holder !== null };
}
