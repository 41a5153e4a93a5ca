import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { updateIf, updateIfReturningItem } from '../conditional-update.js';
import { db, tableName } from '../table.js';
import {
  DUE_REPORTS_INDEX,
  DUE_REPORTS_PARTITION,
  dueReportKeys,
  parseReportSubscription,
  reportSubscriptionKey,
  type ReportSubscriptionRecord,
} from './report-subscription-item.js';

/** Report subscriptions: one function per access pattern (docs/DATA-MODEL.md "Reports"). */

export async function getReportSubscription(teamId: string, userId: string, options: { consistent?: boolean } = {}): Promise<ReportSubscriptionRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: reportSubscriptionKey(teamId, userId), ConsistentRead: options.consistent }));
  return Item ? parseReportSubscription(Item) : null;
}

/** What a member chooses, and the next period when they choose a report (none: no period, off the index). */
export interface ReportChoice {
  teamId: string;
  userId: string;
  frequency: ReportSubscriptionRecord['frequency'];
  scope: ReportSubscriptionRecord['scope'];
  tz: string;
  locale?: ReportSubscriptionRecord['locale'];
  next: { period: { from: string; to: string }; periodKey: string; sendAfter: string } | null;
}

/** Saves a member's choice (creating the item with its unsubscribe nonce the first time); the last mailed period stays. */
export async function saveReportSubscription(choice: ReportChoice, at: string, newNonce: string): Promise<ReportSubscriptionRecord> {
  const { next } = choice;
  const item = await updateIfReturningItem(reportSubscriptionKey(choice.teamId, choice.userId), {
    fields: {
      type: 'reportSubscription',
      teamId: choice.teamId,
      userId: choice.userId,
      frequency: choice.frequency,
      scope: choice.scope,
      tz: choice.tz,
      locale: choice.locale,
      updatedAt: at,
      period: next?.period,
      periodKey: next?.periodKey,
      sendAfter: next?.sendAfter,
      ...(next ? dueReportKeys(next.sendAfter, choice.teamId, choice.userId) : { GSI1PK: undefined, GSI1SK: undefined }),
      claimPeriod: undefined,
      claimAt: undefined,
    },
    ifAbsent: { nonce: newNonce, createdAt: at },
  });
  return parseReportSubscription(item ?? {});
}

/** Where a page of due subscriptions ends (DynamoDB's LastEvaluatedKey on the index). */
export const dueReportsCursorSchema = z.object({ PK: z.string(), SK: z.string(), GSI1PK: z.string(), GSI1SK: z.string() });
export type DueReportsCursor = z.infer<typeof dueReportsCursorSchema>;

/** One page of the subscriptions due before `before`, oldest due first, with the next page's cursor. */
export async function dueReportsPage(
  before: string,
  cursor: DueReportsCursor | undefined,
  limit: number,
): Promise<{ due: { teamId: string; userId: string; periodKey: string }[]; next?: DueReportsCursor }> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: DUE_REPORTS_INDEX,
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :before',
      ExpressionAttributeValues: { ':pk': DUE_REPORTS_PARTITION, ':before': before },
      ProjectionExpression: 'PK, SK, GSI1PK, GSI1SK, teamId, userId, periodKey',
      Limit: limit,
      ...(cursor ? { ExclusiveStartKey: cursor } : {}),
    }),
  );
  const due = (answer.Items ?? []).flatMap((i) =>
    typeof i.teamId === 'string' && typeof i.userId === 'string' && typeof i.periodKey === 'string'
      ? [{ teamId: i.teamId, userId: i.userId, periodKey: i.periodKey }]
      : [],
  );
  return answer.LastEvaluatedKey ? { due, next: dueReportsCursorSchema.parse(answer.LastEvaluatedKey) } : { due };
}

/**
 * Takes the sending of `periodKey` (one worker at a time): only while it is the subscription's
 * next period, due by `at`, not mailed yet, and nobody else holds it — or their hold is older than
 * `staleBefore` (a worker that died mid-send).
 */
export function claimReport(teamId: string, userId: string, periodKey: string, at: string, staleBefore: string): Promise<boolean> {
  return updateIf(reportSubscriptionKey(teamId, userId), {
    fields: { claimPeriod: periodKey, claimAt: at },
    condition: {
      expression:
        'periodKey = :period AND sendAfter <= :at AND (attribute_not_exists(lastSentPeriod) OR lastSentPeriod <> :period) AND (attribute_not_exists(claimPeriod) OR claimPeriod <> :period OR claimAt < :stale)',
      values: { ':period': periodKey, ':at': at, ':stale': staleBefore },
    },
  });
}

/** After the mail went: the period is sent, the next one is due (false when the member changed their choice meanwhile). */
export function markReportSent(
  record: Pick<ReportSubscriptionRecord, 'teamId' | 'userId'>,
  periodKey: string,
  at: string,
  next: { period: { from: string; to: string }; periodKey: string; sendAfter: string },
): Promise<boolean> {
  return updateIf(reportSubscriptionKey(record.teamId, record.userId), {
    fields: {
      lastSentPeriod: periodKey,
      lastSentAt: at,
      period: next.period,
      periodKey: next.periodKey,
      sendAfter: next.sendAfter,
      ...dueReportKeys(next.sendAfter, record.teamId, record.userId),
      claimPeriod: undefined,
      claimAt: undefined,
    },
    condition: { expression: 'claimPeriod = :period AND periodKey = :period', values: { ':period': periodKey } },
  });
}

/** The mail was not sent: another delivery of the message may try again at once. */
export function releaseReportClaim(teamId: string, userId: string, periodKey: string): Promise<boolean> {
  return updateIf(reportSubscriptionKey(teamId, userId), {
    fields: { claimPeriod: undefined, claimAt: undefined },
    condition: { expression: 'claimPeriod = :period', values: { ':period': periodKey } },
  });
}

/**
 * No more reports (an unsubscribe link, or a member who left the team): `nonce` given, only for
 * the subscription that link was made for. False when there is no such subscription.
 */
export function stopReports(teamId: string, userId: string, at: string, nonce?: string): Promise<boolean> {
  return updateIf(reportSubscriptionKey(teamId, userId), {
    fields: { frequency: 'none', updatedAt: at, period: undefined, periodKey: undefined, sendAfter: undefined, GSI1PK: undefined, GSI1SK: undefined },
    condition:
      nonce === undefined ? { expression: 'attribute_exists(PK)' } : { expression: 'attribute_exists(PK) AND nonce = :nonce', values: { ':nonce': nonce } },
  });
}
