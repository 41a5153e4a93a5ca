import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { teamKey } from '../keys.js';
import { queryPages } from '../paging.js';
import { db, tableName } from '../table.js';
import { parseMember, teamMembersQuery, type TeamMemberRecord } from './member-item.js';
import { parseTeam, type TeamRecord } from './team-item.js';

export async function getTeam(teamId: string): Promise<TeamRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: teamKey(teamId) }));
  return Item ? parseTeam(Item) : null;
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
  for await (const items of pages) members.push(...items.map(parseMember));
  return members;
}
