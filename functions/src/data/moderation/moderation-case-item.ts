import { REPORT_REASONS, type ReportReason, type TableIndexName } from '@kisa/shared';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * A moderation case (docs/DATA-MODEL.md "Moderation"): one per reported or flagged link
 * (`MODCASE#{linkId}` / `CASE`), its reports beside it (link-report-item.ts). GSI1 lists the open
 * and the resolved cases (`MODQUEUE#open` / `MODQUEUE#resolved`), latest activity first.
 */

export const moderationCaseKey = (linkId: string): Key => ({ PK: `MODCASE#${linkId}`, SK: 'CASE' });

/** GSI1: the queue of open and of resolved cases, latest activity first. */
export const MODERATION_QUEUE_INDEX = 'GSI1' satisfies TableIndexName;

const CASE_STATUSES = ['open', 'resolved'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const moderationQueuePartition = (status: CaseStatus) => `MODQUEUE#${status}`;

export const moderationQueueIndexKey = (status: CaseStatus, updatedAt: string, linkId: string) => ({
  GSI1PK: moderationQueuePartition(status),
  GSI1SK: `${updatedAt}#${linkId}`,
});

/** A case counts its reports per reason in one attribute each: `reason_phishing`, … */
export const reasonAttribute = (reason: ReportReason) => `reason_${reason}`;

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

const moderationCaseItemSchema = z.object({
  linkId: z.string(),
  code: z.string().optional(),
  teamId: z.string(),
  longUrl: z.string().optional(),
  flags: z.array(z.string()).optional(),
  reports: z.number().optional(),
  status: z.enum(CASE_STATUSES),
  openedAt: z.string(),
  updatedAt: z.string(),
});

/** The per-reason counters of a case item. */
const reasonCountsSchema = z.object(Object.fromEntries(REPORT_REASONS.map((reason) => [reasonAttribute(reason), z.number().optional()])));

/** A stored case item as the record the repo answers; a malformed one throws, naming its key. */
export function moderationCaseOf(item: Record<string, unknown>): CaseRecord {
  const c = parseItem('moderation case', moderationCaseItemSchema, item);
  const counts = parseItem('moderation case', reasonCountsSchema, item);
  const reasons: CaseRecord['reasons'] = {};
  for (const reason of REPORT_REASONS) {
    const count = counts[reasonAttribute(reason)];
    if (count !== undefined) reasons[reason] = count;
  }
  return {
    linkId: c.linkId,
    code: c.code ?? '',
    teamId: c.teamId,
    longUrl: c.longUrl ?? '',
    flags: c.flags ?? [],
    reports: c.reports ?? 0,
    reasons,
    status: c.status,
    openedAt: c.openedAt,
    updatedAt: c.updatedAt,
  };
}
