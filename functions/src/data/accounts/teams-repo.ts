import type { TeamRole } from '@kisa/shared';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { teamKey, teamMembersQuery } from '../keys.js';
import { db, QUERY_PAGE_MAX, tableName } from '../table.js';

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
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :member)',
        ExpressionAttributeValues: { ':pk': PK, ':member': skPrefix },
        Limit: QUERY_PAGE_MAX,
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      members.push({ userId: item.userId, name: item.name, email: item.email, role: item.role, memberSince: item.memberSince });
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return members;
}
