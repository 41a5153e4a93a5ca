import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ModerationLogEntry, ReportReason } from '@kisa/shared';
import {
  disabledSubjectsKey,
  linkReportKey,
  linkReportsQuery,
  MODERATION_INDEX,
  MODERATION_LOG_PARTITION,
  moderationCaseKey,
  moderationLogKey,
  moderationQueueIndexKey,
  moderationQueuePartition,
} from '../keys.js';
import { batchGetItems } from '../batch-get.js';
import { teamKey } from '../keys.js';
import { db, tableName } from '../table.js';

/**
 * Moderation (docs/DATA-MODEL.md "Moderation"): a case per link that was reported or flagged at
 * creation, the reports beside it, the audit log, and the set of disabled teams and users.
 * A link's own moderation state (flagged / disabled) lives on the link and its alias item
 * (links-repo.setLinkModeration), so the redirect reads it with the link.
 */

export type CaseStatus = 'open' | 'resolved';

export interface CaseRecord {
  linkId: string;
  /** The code when the case was last touched ('' from bulk: the link item has it). */
  code: string;
  teamId: string;
  longUrl: string;
  flags: string[];
  reports: number;
  reasons: Partial<Record<ReportReason, number>>;
  status: CaseStatus;
  openedAt: string;
  updatedAt: string;
}

export interface ReportRecord {
  at: string;
  reason: ReportReason;
  details?: string;
  contact?: string;
}

export interface CaseLink {
  linkId: string;
  shortUrl: string;
  teamId: string;
  longUrl: string;
}

const REASON_PREFIX = 'reason_';

/**
 * Opens (or re-opens) the case of a link the screening flagged, or keeps it open: an upsert,
 * so a redelivered bulk part or a second flagging edit writes the same case again.
 */
export async function openFlaggedCase(link: CaseLink, flags: readonly string[], now: string): Promise<void> {
  await db().send(new UpdateCommand(caseUpsert(link, 'open', now, { set: 'flags = :flags', values: { ':flags': [...flags] } })));
}

/**
 * Records one report: the report item and the case's counters (reports, per reason) in one
 * transaction; the case (re)opens at the top of the queue.
 */
export async function recordReport(link: CaseLink, report: ReportRecord, reportId: string): Promise<void> {
  const TableName = tableName();
  const counters = {
    set: 'flags = if_not_exists(flags, :none)',
    add: 'reports :one, #reason :one',
    names: { '#reason': `${REASON_PREFIX}${report.reason}` },
    values: { ':none': [], ':one': 1 },
  };
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
  const keep = { set: 'flags = if_not_exists(flags, :none), reports = if_not_exists(reports, :zero)', values: { ':none': [], ':zero': 0 } };
  await db().send(new UpdateCommand(caseUpsert(link, status, now, keep)));
}

/**
 * The one write of a case item: the link's fields, `status` and its place in that queue
 * (latest activity first), `openedAt` kept from the first write; plus the caller's own
 * SET and ADD clauses (flags, report counters).
 */
function caseUpsert(
  link: CaseLink,
  status: CaseStatus,
  now: string,
  extra: { set: string; add?: string; names?: Record<string, string>; values: Record<string, unknown> },
) {
  const queue = moderationQueueIndexKey(status, now, link.linkId);
  return {
    TableName: tableName(),
    Key: moderationCaseKey(link.linkId),
    UpdateExpression: `SET #type = :type, linkId = :linkId, code = :code, teamId = :teamId, longUrl = :longUrl, ${extra.set}, #status = :status, GSI1PK = :pk, GSI1SK = :sk, openedAt = if_not_exists(openedAt, :now), updatedAt = :now${extra.add ? ` ADD ${extra.add}` : ''}`,
    ExpressionAttributeNames: { '#type': 'type', '#status': 'status', ...extra.names },
    ExpressionAttributeValues: {
      ':type': 'moderationCase',
      ':linkId': link.linkId,
      ':code': link.shortUrl,
      ':teamId': link.teamId,
      ':longUrl': link.longUrl,
      ':status': status,
      ':pk': queue.GSI1PK,
      ':sk': queue.GSI1SK,
      ':now': now,
      ...extra.values,
    },
  };
}

export async function getCase(linkId: string): Promise<CaseRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: moderationCaseKey(linkId), ConsistentRead: true }));
  return Item ? toCase(Item) : null;
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
      IndexName: MODERATION_INDEX,
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': moderationQueuePartition(status) },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: cursor,
    }),
  );
  return { items: (page.Items ?? []).map(toCase), ...(page.LastEvaluatedKey ? { next: page.LastEvaluatedKey } : {}) };
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
  return (page.Items ?? []).map((item) => {
    const report: ReportRecord = { at: item.at as string, reason: item.reason as ReportReason };
    if (typeof item.details === 'string' && item.details) report.details = item.details;
    if (typeof item.contact === 'string' && item.contact) report.contact = item.contact;
    return report;
  });
}

function toCase(item: Record<string, unknown>): CaseRecord {
  const reasons: CaseRecord['reasons'] = {};
  for (const [name, value] of Object.entries(item)) {
    if (name.startsWith(REASON_PREFIX) && typeof value === 'number') reasons[name.slice(REASON_PREFIX.length) as ReportReason] = value;
  }
  return {
    linkId: item.linkId as string,
    code: typeof item.code === 'string' ? item.code : '',
    teamId: item.teamId as string,
    longUrl: typeof item.longUrl === 'string' ? item.longUrl : '',
    flags: Array.isArray(item.flags) ? (item.flags as string[]) : [],
    reports: typeof item.reports === 'number' ? item.reports : 0,
    reasons,
    status: item.status === 'resolved' ? 'resolved' : 'open',
    openedAt: item.openedAt as string,
    updatedAt: item.updatedAt as string,
  };
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
  const items = (page.Items ?? []).map(({ PK: _pk, SK: _sk, type: _type, ...entry }) => entry as ModerationLogEntry);
  return { items, ...(page.LastEvaluatedKey ? { next: page.LastEvaluatedKey } : {}) };
}

// ── Disabled teams and users ───────────────────────────────────────────────────

export interface DisabledSubjects {
  teams: Set<string>;
  users: Set<string>;
}

/** Adds or removes a team's or user's id in the disabled set (string sets: ADD / DELETE are idempotent). */
export async function setSubjectDisabled(kind: 'team' | 'user', id: string, disabled: boolean): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: disabledSubjectsKey(),
      UpdateExpression: `${disabled ? 'ADD' : 'DELETE'} #set :ids SET #type = :type`,
      ExpressionAttributeNames: { '#set': kind === 'team' ? 'teams' : 'users', '#type': 'type' },
      ExpressionAttributeValues: { ':ids': new Set([id]), ':type': 'disabledSubjects' },
    }),
  );
}

/** The disabled set as the API reads it (consistent); the redirect's own read is get-disabled-subjects.ts. */
export async function getDisabledSubjects(): Promise<DisabledSubjects> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: disabledSubjectsKey(), ConsistentRead: true }));
  return { teams: new Set((Item?.teams as Set<string> | undefined) ?? []), users: new Set((Item?.users as Set<string> | undefined) ?? []) };
}

// ── What the queue shows beside each case ──────────────────────────────────────

/** Team id → name, for the teams of a page of cases. */
export async function getTeamNames(teamIds: readonly string[]): Promise<Map<string, string>> {
  if (teamIds.length === 0) return new Map();
  const items = await batchGetItems(teamIds.map(teamKey), { ProjectionExpression: 'teamId, #name', ExpressionAttributeNames: { '#name': 'name' } });
  return new Map(items.map((item) => [item.teamId as string, typeof item.name === 'string' ? item.name : '']));
}
