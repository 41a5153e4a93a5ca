import { teamRoleSchema, type TableIndexName } from '@kisa/shared';
import * as z from 'zod';
import { teamKey, type Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * A pending team invitation (docs/DATA-MODEL.md, "team invitation"): one item per team and
 * address, in the team's partition beside its members (inviting again replaces it). GSI2 lists
 * the invitations addressed to one e-mail (a signed-in invitee sees them). The link's token is a
 * token item (token-item.ts, purpose `invite`) naming the invitation.
 */

const INVITE_PREFIX = 'INVITE#';

export const teamInvitationKey = (teamId: string, email: string): Key => ({ PK: `TEAM#${teamId}`, SK: `${INVITE_PREFIX}${email.trim().toLowerCase()}` });

/** Query bounds for all pending invitations of a team. */
export const teamInvitationsQuery = (teamId: string) => ({ PK: teamKey(teamId).PK, skPrefix: INVITE_PREFIX });

/** GSI2: invitations addressed to one e-mail (partition `INVITED#{email}`, never overlapping other GSI2 partitions). */
export const INVITATIONS_BY_EMAIL_INDEX = 'GSI2' satisfies TableIndexName;

export const invitedEmailPartition = (email: string) => `INVITED#${email.trim().toLowerCase()}`;

export const invitedEmailIndexKey = (email: string, invitedAt: string, invitationId: string) => ({
  GSI2PK: invitedEmailPartition(email),
  GSI2SK: `${invitedAt}#${invitationId}`,
});

const invitationItemSchema = z.object({
  invitationId: z.string(),
  teamId: z.string(),
  email: z.string(),
  name: z.string(),
  role: teamRoleSchema,
  invitedBy: z.object({ id: z.string(), name: z.string() }),
  invitedAt: z.string(),
  /** Epoch seconds; also the item's `ttl` (TTL deletion lags, so reads check it). */
  expiresAt: z.number(),
  tokenHash: z.string(),
});

export type InvitationRecord = z.infer<typeof invitationItemSchema>;

export const invitationItem = (invitation: InvitationRecord) => ({
  ...teamInvitationKey(invitation.teamId, invitation.email),
  ...invitedEmailIndexKey(invitation.email, invitation.invitedAt, invitation.invitationId),
  type: 'invitation',
  ...invitation,
  ttl: invitation.expiresAt,
});

export const parseInvitation = (item: Record<string, unknown>): InvitationRecord => parseItem('invitation', invitationItemSchema, item);
