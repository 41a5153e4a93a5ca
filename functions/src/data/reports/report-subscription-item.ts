import { REPORT_FREQUENCIES, REPORT_LOCALES, type TableIndexName } from '@kisa/shared';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * A member's e-mail report in a team (docs/DATA-MODEL.md, "report subscription"): one item in a
 * partition of its own, so the report worker writes nothing else of the member or the team. While
 * a report is chosen it carries GSI1 `REPORTS#DUE` keyed by when its next report is due
 * (`sendAfter`), which the daily schedule's pages read; `none` drops the index keys (sparse).
 */
export const REPORT_SUBSCRIPTION_PREFIX = 'REPORTSUB#';

export const reportSubscriptionKey = (teamId: string, userId: string): Key => ({ PK: `${REPORT_SUBSCRIPTION_PREFIX}${teamId}#${userId}`, SK: 'SUB' });

export const DUE_REPORTS_INDEX = 'GSI1' satisfies TableIndexName;
export const DUE_REPORTS_PARTITION = 'REPORTS#DUE';

/** The index keys of a subscription due at `sendAfter` (ISO instants sort as text). */
export const dueReportKeys = (sendAfter: string, teamId: string, userId: string) => ({
  GSI1PK: DUE_REPORTS_PARTITION,
  GSI1SK: `${sendAfter}#${teamId}#${userId}`,
});

const scopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('team') }),
  z.object({ kind: z.literal('campaign'), campaignId: z.string() }),
  z.object({ kind: z.literal('tags'), tagIds: z.array(z.string()) }),
]);

const itemSchema = z.object({
  teamId: z.string(),
  userId: z.string(),
  frequency: z.enum(REPORT_FREQUENCIES),
  scope: scopeSchema,
  tz: z.string(),
  locale: z.enum(REPORT_LOCALES).optional(),
  /** Part of every unsubscribe token of this subscription: a new one voids the old links. */
  nonce: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The period the next report covers (calendar days in `tz`), its key (`weekly:2026-11-16`) and when it is due. */
  period: z.object({ from: z.string(), to: z.string() }).optional(),
  periodKey: z.string().optional(),
  sendAfter: z.string().optional(),
  /** The last period mailed: a redelivered message for it mails nothing. */
  lastSentPeriod: z.string().optional(),
  lastSentAt: z.string().optional(),
  /** A worker sending `claimPeriod` since `claimAt` (released when the mail was refused). */
  claimPeriod: z.string().optional(),
  claimAt: z.string().optional(),
});

export type ReportSubscriptionRecord = z.infer<typeof itemSchema>;

export const parseReportSubscription = (item: Record<string, unknown>): ReportSubscriptionRecord => parseItem('report subscription', itemSchema, item);
