import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '../batch-get.js';
import { teamKey } from '../keys.js';
import { queryPages } from '../paging.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { buildUpdate } from '../update-expression.js';
import { parseMember, teamMemberKey, USER_TEAMS_INDEX, userTeamsIndexKey, userTeamsPartition, type TeamMemberRecord } from './member-item.js';
import { parseTeam, type TeamRecord } from './team-item.js';
import { userKey } from './user-item.js';

/**
 * A person's memberships: which teams they are in and their role in each (the membership row is
 * the one place a role is kept).
 */

/**
 * The teams a person is in (GSI1 `USER#{id}#TEAMS`, eventually consistent: a team joined a moment
 * ago may take a moment to show). A row from before the index is listed once it has been read by
 * key (`indexMembership`); callers that know the person's default team add it (core/team/teams-of-user.ts).
 */
export async function listMembershipsOfUser(userId: string): Promise<TeamMemberRecord[]> {
  const records: TeamMemberRecord[] = [];
  const pages = queryPages({
    TableName: tableName(),
    IndexName: USER_TEAMS_INDEX,
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': userTeamsPartition(userId) },
  });
  for await (const items of pages) records.push(...items.map(parseMember));
  return records;
}

/** One membership row by key (strongly consistent), null when the person is not in the team. */
export async function getMembership(teamId: string, userId: string): Promise<TeamMemberRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: teamMemberKey(teamId, userId), ConsistentRead: true }));
  return Item ? parseMember(Item) : null;
}

/**
 * A membership row and its team item in one BatchGetItem (strongly consistent): what every
 * authenticated request reads to know the caller's role and the team's policy.
 */
export async function getMembershipWithTeam(teamId: string, userId: string): Promise<{ membership: TeamMemberRecord | null; team: TeamRecord | null }> {
  const items = await batchGetItems([teamKey(teamId), teamMemberKey(teamId, userId)], { ConsistentRead: true });
  const member = items.find((item) => item.SK !== 'TEAM');
  const team = items.find((item) => item.SK === 'TEAM');
  return { membership: member ? parseMember(member) : null, team: team ? parseTeam(team) : null };
}

/**
 * Lists a membership row from before GSI1 `USER#{id}#TEAMS` among the person's teams (once: the
 * condition makes a second call, or a row removed meanwhile, write nothing).
 */
export async function indexMembership(teamId: string, userId: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: teamMemberKey(teamId, userId),
        ...buildUpdate({
          fields: { ...userTeamsIndexKey(userId, teamId), teamId },
          condition: { expression: 'attribute_exists(PK) AND attribute_not_exists(GSI1PK)' },
        }),
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** The membership rows of these (team, person) pairs that exist (BatchGetItem), keyed `{teamId}/{userId}`. */
export async function getMemberships(pairs: readonly { teamId: string; userId: string }[]): Promise<Map<string, TeamMemberRecord>> {
  const items = await batchGetItems(pairs.map((p) => teamMemberKey(p.teamId, p.userId)));
  return new Map(items.map(parseMember).map((m) => [`${m.teamId}/${m.userId}`, m]));
}

/** The team items of these ids that exist (BatchGetItem), by id. */
export async function getTeams(teamIds: readonly string[]): Promise<Map<string, TeamRecord>> {
  const items = await batchGetItems([...new Set(teamIds)].map(teamKey));
  return new Map(items.map(parseTeam).map((team) => [team.teamId, team]));
}

/** Makes a team the person's default (where their next session starts); a profile gone meanwhile is not brought back. */
export async function setDefaultTeam(userId: string, teamId: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(userId),
        ...buildUpdate({ fields: { teamId }, condition: { expression: 'attribute_exists(PK)' } }),
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}
