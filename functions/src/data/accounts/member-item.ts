import { teamRoleSchema } from '@kisa/shared';
import * as z from 'zod';
import { teamKey, type Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/** A team's membership row (docs/DATA-MODEL.md, "team member"), in the team's partition. */

const MEMBER_PREFIX = 'MEMBER#';

export const teamMemberKey = (teamId: string, userId: string): Key => ({ PK: `TEAM#${teamId}`, SK: `${MEMBER_PREFIX}${userId}` });

/** Query bounds for all members of a team: its partition, sort keys starting with MEMBER#. */
export const teamMembersQuery = (teamId: string) => ({ PK: teamKey(teamId).PK, skPrefix: MEMBER_PREFIX });

export interface TeamMemberRecord {
  userId: string;
  name: string;
  email: string;
  role: z.infer<typeof teamRoleSchema>;
  memberSince: string;
}

/** The membership row of a profile: its team role, and member since the account's creation. */
export const memberItem = (p: { teamId: string; userId: string; name: string; email: string; teamRole: TeamMemberRecord['role']; createdAt: string }) => ({
  ...teamMemberKey(p.teamId, p.userId),
  type: 'member',
  userId: p.userId,
  name: p.name,
  email: p.email,
  role: p.teamRole,
  memberSince: p.createdAt,
});

const memberItemSchema = z.object({ userId: z.string(), name: z.string(), email: z.string(), role: teamRoleSchema, memberSince: z.string() });

export const parseMember = (item: Record<string, unknown>): TeamMemberRecord => parseItem('team member', memberItemSchema, item);
