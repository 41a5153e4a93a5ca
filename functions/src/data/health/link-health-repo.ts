import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { parseItem } from '../parse-item.js';
import { queryPages } from '../paging.js';
import { db, tableName } from '../table.js';
import {
  healthRowKey,
  healthRowSchema,
  healthRowsPartition,
  healthSettingsKey,
  healthSettingsSchema,
  type HealthRow,
  type HealthSettingsRecord,
} from './link-health-item.js';

/**
 * The team's side of destination health (link-health-item.ts has the items; docs/DATA-MODEL.md
 * "Destination health"): its Link health rows and its settings. What is written on the link and
 * alias items is data/links/link-health-writes.ts.
 */

/** A non-ok link's row, kept in step with each of its checks (its last check and error on the Link health list). */
export async function putHealthRow(row: HealthRow): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...healthRowKey(row.teamId, row.linkId), type: 'healthRow', ...row } }));
}

/** At most this many rows a team's list answers (broken links are few; a team with more sees the first). */
export const HEALTH_ROWS_MAX = 1000;

/** The team's rows: its links that are not ok, in no particular order. */
export async function listHealthRows(teamId: string): Promise<HealthRow[]> {
  const rows: HealthRow[] = [];
  const pages = queryPages({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :link)',
    ExpressionAttributeValues: { ':pk': healthRowsPartition(teamId), ':link': 'LINK#' },
  });
  for await (const items of pages) {
    rows.push(...items.map((item) => parseItem('health row', healthRowSchema, item)));
    if (rows.length >= HEALTH_ROWS_MAX) break;
  }
  return rows.slice(0, HEALTH_ROWS_MAX);
}

export async function getHealthSettings(teamId: string): Promise<HealthSettingsRecord> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: healthSettingsKey(teamId) }));
  return parseItem('health settings', healthSettingsSchema, Item ?? {});
}

export async function putHealthSettings(teamId: string, settings: HealthSettingsRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...healthSettingsKey(teamId), type: 'healthSettings', ...settings } }));
}
