import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ModerationLogEntry } from '@kisa/shared';
import * as z from 'zod';
import { batchGetItems } from '../batch-get.js';
import { teamKey } from '../keys.js';
import { parseItem } from '../parse-item.js';
import { db, tableName } from '../table.js';
import { buildUpdate, type UpdateChange } from '../update-expression.js';
import { disabledSubjectsKey, disabledSubjectsOf, type DisabledSubjects } from './disabled-subjects-item.js';
import { linkReportKey, linkReportOf, linkReportsQuery, type ReportRecord } from './link-report-item.js';
import {
  moderationCaseKey,
  moderationCaseOf,
  MODERATION_QUEUE_INDEX,
  moderationQueueIndexKey,
  moderationQueuePartition,
  reasonAttribute,
  type CaseRecord,
  type CaseStatus,
} from './moderation-case-item.js';
import { MODERATION_LOG_PARTITION, moderationLogEntryOf, moderationLogKey } from './moderation-log-item.js';

/**
 * Moderation (docs/DATA-MODEL.md "Moderation"): a case per link that was reported or flagged at
 * creation, the reports beside it, the audit log, and the set of disabled teams and users.
 * A link's own moderation state (flagged / disabled) lives on the link and its alias item
 * (links-repo.setLinkModeration), so the redirect reads it with the link.
 */

export interface CaseLink {
  linkId: string;
  shortUrl: string;
  teamId: string;
  longUrl: string;
}

/**
 * Opens (or re-opens) the case of a link the screening flagged, or keeps it open: an upsert,
 * so a redelivered bulk part or a second flagging edit writes the same case again.
 */
export async function openFlaggedCase(link: CaseLink, flags: readonly string[], now: string): Promise<void> {
  await db().send(new UpdateCommand(caseUpsert(link, 'open', now, { fields: { flags: [...flags] } })));
}

/**
 * Records one report: the report item and the case's counters (reports, per reason) in one
 * transaction; the case (re)opens at the top of the queue.
 */
export async function recordReport(link: CaseLink, report: ReportRecord, reportId: string): Promise<void> {
  const TableName = tableName();
  const counters = { ifAbsent: { flags: [] }, add: { reports: 1, [reasonAttribute(report.reason)]: 1 } };
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName, Item: { ...linkReportKey(link.linkId, report.at, reportId), type: 'linkReport', linkId: link.linkId, ...report } } },
        { Update: caseUpsert(link, 'open', report.at, counters) },
      ],
    }),
  );
}

/**
 * Moves a case to `status` (resolved by an action, or open again), creating it for a link an
 * admin acted on without one, so every acted-on link can be found again.
 */
export async function setCaseStatus(link: CaseLink, status: CaseStatus, now: string): Promise<void> {
  await db().send(new UpdateCommand(caseUpsert(link, status, now, { ifAbsent: { flags: [], reports: 0 } })));
}

/**
 * The one write of a case item: the link's fields, `status` and its place in that queue
 * (latest activity first), `openedAt` kept from the first write; plus the caller's own
 * changes (flags, report counters).
 */
function caseUpsert(link: CaseLink, status: CaseStatus, now: string, extra: Pick<UpdateChange, 'fields' | 'ifAbsent' | 'add'>) {
  return {
    TableName: tableName(),
    Key: moderationCaseKey(link.linkId),
    ...buildUpdate({
      fields: {
        type: 'moderationCase',
        linkId: link.linkId,
        code: link.shortUrl,
        teamId: link.teamId,
        longUrl: link.longUrl,
        ...extra.fields,
        status,
        ...moderationQueueIndexKey(status, now, link.linkId),
        updatedAt: now,
      },
      ifAbsent: { ...extra.ifAbsent, openedAt: now },
      ...(extra.add ? { add: extra.add } : {}),
    }),
  };
}

export async function getCase(linkId: string): Promise<CaseRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: moderationCaseKey(linkId), ConsistentRead: true }));
  return Item ? moderationCaseOf(Item) : null;
}

/** One page of the queue (open or resolved), latest activity first. */
export async function listCases(
  status: CaseStatus,
  limit: number,
  cursor?: Record<string, unknown>,
): Promise<{ items: CaseRecord[]; next?: Record<string, unknown> }> {
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: MODERATION_QUEUE_INDEX,
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': moderationQueuePartition(status) },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: cursor,
    }),
  );
  return { items: (page.Items ?? []).map(moderationCaseOf), ...(page.LastEvaluatedKey ? { next: page.LastEvaluatedKey } : {}) };
}

/** A link's latest reports, newest first. */
export async function listRecentReports(linkId: string, limit: number): Promise<ReportRecord[]> {
  const q = linkReportsQuery(linkId);
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': q.PK, ':prefix': q.skPrefix },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (page.Items ?? []).map(linkReportOf);
}

// ── The audit log ─────────────────────────────────────────────────────────────

export async function appendModerationLog(entry: ModerationLogEntry): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...moderationLogKey(entry.at, entry.id), type: 'moderationLog', ...entry } }));
}

/** One page of the audit log, newest first. */
export async function listModerationLog(
  limit: number,
  cursor?: Record<string, unknown>,
): Promise<{ items: ModerationLogEntry[]; next?: Record<string, unknown> }> {
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': MODERATION_LOG_PARTITION },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: cursor,
    }),
  );
  const items = (page.Items ?? []).map(moderationLogEntryOf);
  return { items, ...(page.LastEvaluatedKey ? { next: page.LastEvaluatedKey } : {}) };
}

// ── Disabled teams and users ───────────────────────────────────────────────────

/** Adds or removes a team's or user's id in the disabled set (string sets: ADD / DELETE are idempotent). */
export async function setSubjectDisabled(kind: 'team' | 'user', id: string, disabled: boolean): Promise<void> {
  const ids = { [kind === 'team' ? 'teams' : 'users']: new Set([id]) };
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: disabledSubjectsKey(),
      ...buildUpdate({ fields: { type: 'disabledSubjects' }, ...(disabled ? { add: ids } : { deleteFromSet: ids }) }),
    }),
  );
}

/** The disabled set as the API reads it (consistent); the redirect's own read is get-disabled-subjects.ts. */
export async function getDisabledSubjects(): Promise<DisabledSubjects> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: disabledSubjectsKey(), ConsistentRead: true }));
  return disabledSubjectsOf(Item);
}

// ── What the queue shows beside each case ──────────────────────────────────────

/** A team item's id and name, as the queue's projected read of them parses it. */
const teamNameSchema = z.object({ teamId: z.string(), name: z.string().optional() });

/** Team id → name, for the teams of a page of cases. */
export async function getTeamNames(teamIds: readonly string[]): Promise<Map<string, string>> {
  if (teamIds.length === 0) return new Map();
  const items = await batchGetItems(teamIds.map(teamKey), { ProjectionExpression: 'PK, SK, teamId, #name', ExpressionAttributeNames: { '#name': 'name' } });
  const teams = items.map((item) => parseItem('team', teamNameSchema, item));
  return new Map(teams.map((team) => [team.teamId, team.name ?? '']));
}
