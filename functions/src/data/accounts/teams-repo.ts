import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Locale } from '@kisa/shared/i18n';
import { batchGetItems } from '../batch-get.js';
import { teamKey } from '../keys.js';
import { queryPages } from '../paging.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { buildUpdate } from '../update-expression.js';
import { parseMember, teamMembersQuery, type TeamMemberRecord } from './member-item.js';
import { orphanedTeamsPartition, parseOrphanedTeam, parseTeam, type TeamPolicy, type TeamRecord } from './team-item.js';
import { parseUserContact, userKey } from './user-item.js';

export async function getTeam(teamId: string): Promise<TeamRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: teamKey(teamId), ConsistentRead: true }));
  return Item ? parseTeam(Item) : null;
}

/** All membership rows of a team (a team is small: one partition, one query, paged by the SDK; consistent). */
export async function listTeamMemberships(teamId: string): Promise<TeamMemberRecord[]> {
  const { PK, skPrefix } = teamMembersQuery(teamId);
  const members: TeamMemberRecord[] = [];
  const pages = queryPages({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :member)',
    ExpressionAttributeValues: { ':pk': PK, ':member': skPrefix },
    ConsistentRead: true,
  });
  for await (const items of pages) members.push(...items.map(parseMember));
  return members;
}

export type TeamMemberView = TeamMemberRecord & { name: string; email: string; locale?: Locale };

/**
 * All members of a team with their names and e-mails (their profiles', one BatchGetItem a 100):
 * a row whose profile is gone is left out.
 */
export async function listTeamMembers(teamId: string): Promise<TeamMemberView[]> {
  const members = await listTeamMemberships(teamId);
  const items = await batchGetItems(
    members.map((m) => userKey(m.userId)),
    { ProjectionExpression: 'PK, SK, userId, #n, email, #l', ExpressionAttributeNames: { '#n': 'name', '#l': 'locale' } },
  );
  const contacts = new Map(items.map(parseUserContact).map((c) => [c.userId, c]));
  return members.flatMap((m) => {
    const contact = contacts.get(m.userId);
    return contact ? [{ ...m, name: contact.name, email: contact.email, ...(contact.locale ? { locale: contact.locale } : {}) }] : [];
  });
}

export type TeamSettingsChange = Partial<TeamPolicy> & { name?: string };

/** Saves the team's name and policy (the fields given); null when there is no such team. */
export async function updateTeamSettings(teamId: string, change: TeamSettingsChange): Promise<TeamRecord | null> {
  const fields = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: teamKey(teamId),
        ...buildUpdate({ fields, condition: { expression: 'attribute_exists(PK)' } }),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? parseTeam(Attributes) : null;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

/** The teams whose last member left, longest orphaned first, with their team items. */
export async function listOrphanedTeams(): Promise<{ team: TeamRecord; orphanedAt: string }[]> {
  const markers: { teamId: string; orphanedAt: string }[] = [];
  const pages = queryPages({ TableName: tableName(), KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': orphanedTeamsPartition } });
  for await (const items of pages) markers.push(...items.map(parseOrphanedTeam));
  const teams = new Map((await batchGetItems(markers.map((m) => teamKey(m.teamId)))).map(parseTeam).map((t) => [t.teamId, t]));
  return markers
    .flatMap((m) => {
      const team = teams.get(m.teamId);
      return team ? [{ team, orphanedAt: m.orphanedAt }] : [];
    })
    .sort((a, b) => a.orphanedAt.localeCompare(b.orphanedAt));
}
