import type { TeamRole } from '@kisa/shared';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { teamKey, teamMembersQuery } from '../keys.js';
import { queryPages } from '../paging.js';
import { db, tableName } from '../table.js';

export interface TeamRecord {
  teamId: string;
  name: string;
  ownerId: string;
  createdAt: string;
}

export interface TeamMemberRecord {
  userId: string;
  name: string;
  email: string;
  role: TeamRole;
  memberSince: string;
}

export async function getTeam(teamId: string): Promise<TeamRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: teamKey(teamId) }));
  if (!Item) return null;
  return { teamId: Item.teamId, name: Item.name, ownerId: Item.ownerId, createdAt: Item.createdAt };
}

/** All members of a team (a team is small: one partition, one query, paged by the SDK). */
export async function listTeamMembers(teamId: string): Promise<TeamMemberRecord[]> {
  const { PK, skPrefix } = teamMembersQuery(teamId);
  const members: TeamMemberRecord[] = [];
  const pages = queryPages({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :member)',
    ExpressionAttributeValues: { ':pk': PK, ':member': skPrefix },
  });
  for await (const items of pages) {
    for (const item of items) {
      members.push({
        userId: item.userId as string,
        name: item.name as string,
        email: item.email as string,
        role: item.role as TeamRole,
        memberSince: item.memberSince as string,
      });
    }
  }
  return members;
}
