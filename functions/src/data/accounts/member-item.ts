import { teamRoleSchema, type TableIndexName } from '@kisa/shared';
import * as z from 'zod';
import { teamKey, type Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * A membership row (docs/DATA-MODEL.md, "team member"), in the team's partition: the one place a
 * person's role in a team is kept. GSI1 `USER#{userId}#TEAMS` lists a person's teams; rows written
 * before that index carry no GSI1 keys until first read by key (memberships-repo.indexMembership).
 */

const MEMBER_PREFIX = 'MEMBER#';

/** GSI1 (projects ALL): a person's memberships, partition `USER#{id}#TEAMS`, never overlapping other GSI1 partitions. */
export const USER_TEAMS_INDEX = 'GSI1' satisfies TableIndexName;
export const userTeamsPartition = (userId: string) => `USER#${userId}#TEAMS`;
export const userTeamsIndexKey = (userId: string, teamId: string) => ({ GSI1PK: userTeamsPartition(userId), GSI1SK: teamId });

export const teamMemberKey = (teamId: string, userId: string): Key => ({ PK: `TEAM#${teamId}`, SK: `${MEMBER_PREFIX}${userId}` });

/** Query bounds for all members of a team: its partition, sort keys starting with MEMBER#. */
export const teamMembersQuery = (teamId: string) => ({ PK: teamKey(teamId).PK, skPrefix: MEMBER_PREFIX });

export type TeamRoleName = z.infer<typeof teamRoleSchema>;

/** A membership: the person's name and e-mail are their profile's (older rows carry copies, never read). */
export interface TeamMemberRecord {
  teamId: string;
  userId: string;
  role: TeamRoleName;
  memberSince: string;
  /** The row carries the GSI1 keys (listed among the person's teams). */
  indexed: boolean;
}

export interface NewMembership {
  teamId: string;
  userId: string;
  role: TeamRoleName;
  memberSince: string;
}

/** A membership row, listed in the person's teams. */
export const membershipItem = (m: NewMembership) => ({
  ...teamMemberKey(m.teamId, m.userId),
  ...userTeamsIndexKey(m.userId, m.teamId),
  type: 'member',
  teamId: m.teamId,
  userId: m.userId,
  role: m.role,
  memberSince: m.memberSince,
});

/** The membership row of a new profile in its own team (sign-up, a new invited account): member since the account's creation. */
export const memberItem = (p: { teamId: string; userId: string; createdAt: string }, role: TeamRoleName) =>
  membershipItem({ teamId: p.teamId, userId: p.userId, role, memberSince: p.createdAt });

const memberItemSchema = z.object({
  PK: z.string().startsWith('TEAM#'),
  teamId: z.string().optional(),
  userId: z.string(),
  role: teamRoleSchema,
  memberSince: z.string(),
  GSI1PK: z.string().optional(),
});

/** A membership row read back (older rows have no `teamId` attribute: it is the partition's). */
export function parseMember(item: Record<string, unknown>): TeamMemberRecord {
  const { PK, teamId, GSI1PK, ...fields } = parseItem('team member', memberItemSchema, item);
  return { ...fields, teamId: teamId ?? PK.slice('TEAM#'.length), indexed: GSI1PK !== undefined };
}
