import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ImportStatus } from '@kisa/shared';
import { updateIf } from '../conditional-update.js';
import { addToPlatformStats, platformStatsShard } from '../admin/platform-stats-repo.js';
import { countDomainLinks, countTeamClicks, countTeamLinks } from '../links/index.js';
import { queryPages } from '../paging.js';
import { db, tableName } from '../table.js';
import { retryConflicts } from '../transactions.js';
import { buildUpdate, type UpdateChange } from '../update-expression.js';
import {
  IMPORTS_INDEX,
  importJobItem,
  importKey,
  importStepKey,
  importTokenKey,
  parseImportToken,
  TOKEN_TTL_SECONDS,
  parseImportJob,
  parseReadPage,
  parseWritePage,
  teamImportsPartition,
  type ImportJobRecord,
  type ImportStep,
  type ReadPageSummary,
} from './import-job-item.js';

/** The import job's access patterns (import-job-item.ts has its keys and item). */

export async function createImportJob(job: ImportJobRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: importJobItem(job), ConditionExpression: 'attribute_not_exists(PK)' }));
}

export async function getImportJob(importId: string): Promise<ImportJobRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: importKey(importId), ConsistentRead: true }));
  return Item ? parseImportJob(Item) : null;
}

const ttlFromNow = () => Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS;

export async function putImportToken(importId: string, token: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...importTokenKey(importId), type: 'importToken', token, ttl: ttlFromNow() } }));
}

/** The token, its time extended (a run using it keeps it); null when dropped or expired (TTL may delete late: the time decides). */
export async function useImportToken(importId: string): Promise<string | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: importTokenKey(importId), ConsistentRead: true }));
  if (!Item) return null;
  const { token, ttl } = parseImportToken(Item);
  if (ttl * 1000 <= Date.now()) return null;
  await updateIf(importTokenKey(importId), { fields: { ttl: ttlFromNow() }, condition: { expression: 'attribute_exists(PK)' } });
  return token;
}

export async function dropImportToken(importId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: importTokenKey(importId) }));
}

/** The team's newest imports (at most `limit`). */
export async function listTeamImports(teamId: string, limit = 50): Promise<ImportJobRecord[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: IMPORTS_INDEX,
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': teamImportsPartition(teamId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map(parseImportJob);
}

/**
 * Changes the job while its status is one of `whileStatus` (any, when not given): false when
 * it is not (cancelled meanwhile, finished) or gone.
 */
export async function updateImportJob(importId: string, change: Omit<UpdateChange, 'condition'>, whileStatus?: readonly ImportStatus[]): Promise<boolean> {
  const values: Record<string, unknown> = {};
  (whileStatus ?? []).forEach((s, i) => {
    values[`:s${i}`] = s;
  });
  const expression = whileStatus?.length ? `attribute_exists(PK) AND #status IN (${Object.keys(values).join(', ')})` : 'attribute_exists(PK)';
  return updateIf(importKey(importId), {
    ...change,
    fields: { ...change.fields, updatedAt: new Date().toISOString() },
    condition: { expression, ...(whileStatus?.length ? { names: { '#status': 'status' }, values } : {}) },
  });
}

/** What one step moves, once: the job's counters and fields, the marker's own data, and (a written page) the team's and domains' link counters. */
export interface StepCommit {
  add?: Partial<Record<string, number>>;
  fields?: Record<string, unknown>;
  marker?: Record<string, unknown>;
  teamLinks?: { teamId: string; links: number; byDomain: Record<string, number> };
  /** A history page: its links' imported clicks, added to the team's total and the platform's (the admin's Clicks). */
  teamClicks?: { teamId: string; clicks: number };
}

/**
 * Counts a step exactly once: its marker (only if absent) and its counters in one transaction.
 * 'already' when the marker exists (an earlier delivery counted it); 'gone' when the job is.
 */
export async function commitImportStep(importId: string, step: ImportStep, page: number, commit: StepCommit): Promise<'committed' | 'already' | 'gone'> {
  const TableName = tableName();
  const add = Object.fromEntries(Object.entries(commit.add ?? {}).filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] !== 0));
  const team = commit.teamLinks;
  const outcome = await retryConflicts(() =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName,
              Item: { ...importStepKey(importId, step, page), type: 'importStep', at: new Date().toISOString(), ...commit.marker },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName,
              Key: importKey(importId),
              ...buildUpdate({ add, fields: { ...commit.fields, updatedAt: new Date().toISOString() }, condition: { expression: 'attribute_exists(PK)' } }),
            },
          },
          ...(team && team.links > 0 ? [{ Update: countTeamLinks(TableName, team.teamId, team.links) }] : []),
          ...(commit.teamClicks && commit.teamClicks.clicks > 0
            ? [
                { Update: countTeamClicks(TableName, commit.teamClicks.teamId, { total: commit.teamClicks.clicks, unique: 0 }) },
                { Update: addToPlatformStats(TableName, platformStatsShard(importId, page), { total: commit.teamClicks.clicks, unique: 0 }) },
              ]
            : []),
          ...Object.entries(team?.byDomain ?? {})
            .filter(([, n]) => n > 0)
            .map(([host, n]) => ({ Update: countDomainLinks(TableName, team!.teamId, host, n) })),
        ],
      }),
    ),
  );
  if (outcome === 'ok') return 'committed';
  return outcome[0] === 'ConditionalCheckFailed' ? 'already' : 'gone';
}

/** Whether the step's marker exists (it was counted). */
export async function importStepDone(importId: string, step: ImportStep, page: number): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: importStepKey(importId, step, page), ConsistentRead: true, ProjectionExpression: 'PK' }),
  );
  return Item !== undefined;
}

/** Every read page's summary (domains and tag names), in page order. */
export async function readPageSummaries(importId: string): Promise<ReadPageSummary[]> {
  return (await stepMarkers(importId, 'READ')).map(parseReadPage);
}

/** The links skipped by reason over every written page. */
export async function writePageSkips(importId: string): Promise<Record<string, number>> {
  const skips: Record<string, number> = {};
  for (const marker of await stepMarkers(importId, 'WRITE'))
    for (const [reason, n] of Object.entries(parseWritePage(marker).skippedBy)) skips[reason] = (skips[reason] ?? 0) + n;
  return skips;
}

async function stepMarkers(importId: string, step: ImportStep): Promise<Record<string, unknown>[]> {
  const markers: Record<string, unknown>[] = [];
  for await (const items of queryPages({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :step)',
    ExpressionAttributeValues: { ':pk': importKey(importId).PK, ':step': `${step}#` },
    ConsistentRead: true,
  })) {
    markers.push(...items);
  }
  return markers;
}
