import { REPORT_REASONS, type ReportReason } from '@kisa/shared';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/** One report of a link (docs/DATA-MODEL.md "Moderation"), beside its case: `MODCASE#{linkId}` / `REPORT#{at}#{reportId}`, oldest first. */

export const linkReportKey = (linkId: string, at: string, reportId: string): Key => ({ PK: `MODCASE#${linkId}`, SK: `REPORT#${at}#${reportId}` });

export const linkReportsQuery = (linkId: string) => ({ PK: `MODCASE#${linkId}`, skPrefix: 'REPORT#' });

export interface ReportRecord {
  at: string;
  reason: ReportReason;
  details?: string;
  contact?: string;
}

const linkReportItemSchema = z.object({ at: z.string(), reason: z.enum(REPORT_REASONS), details: z.string().optional(), contact: z.string().optional() });

/** A stored report item as the record the repo answers (empty texts left out); a malformed one throws, naming its key. */
export function linkReportOf(item: Record<string, unknown>): ReportRecord {
  const r = parseItem('link report', linkReportItemSchema, item);
  return { at: r.at, reason: r.reason, ...(r.details ? { details: r.details } : {}), ...(r.contact ? { contact: r.contact } : {}) };
}
