import { VISITOR_EXPORT_STATUSES } from '@kisa/shared';
import { localeSchema } from '@kisa/shared/i18n';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';
import type { ClickScope } from './sql-parts.js';

/**
 * A background visitor export (docs/DATA-MODEL.md "visitor export job"): one item per job in its
 * team's own partition, so the API's `exportJobs` grant reaches these items only. It holds what the
 * bulk worker needs to go on from where it stopped: the scope, the multipart upload and its parts,
 * and `cursor` — the instant (a quarter hour) up to which every row is in those parts. Kept 7 days
 * (`ttl`), as the exports bucket keeps its files.
 */

export const EXPORT_JOB_PARTITION_PREFIX = 'EXPORTJOB#';
export const EXPORT_JOB_TTL_SECONDS = 7 * 86_400;

export const exportJobKey = (teamId: string, jobId: string): Key => ({ PK: `${EXPORT_JOB_PARTITION_PREFIX}${teamId}`, SK: `JOB#${jobId}` });

const scopeSchema = z.object({
  teamId: z.string().min(1),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  filters: z.record(z.string(), z.string()),
  tagIds: z.array(z.string()).optional(),
  days: z.object({ from: z.string(), to: z.string() }).optional(),
});

const partSchema = z.object({ n: z.number().int().min(1).max(10_000), etag: z.string().min(1) });

const itemSchema = z.object({
  jobId: z.string().min(1),
  teamId: z.string().min(1),
  status: z.enum(VISITOR_EXPORT_STATUSES),
  format: z.enum(['csv', 'xlsx']),
  tz: z.string().min(1),
  filename: z.string().min(1),
  key: z.string().min(1),
  scope: scopeSchema,
  total: z.number().int().min(0),
  rows: z.number().int().min(0),
  cursor: z.iso.datetime(),
  uploadId: z.string().min(1).optional(),
  parts: z.array(partSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  error: z.string().optional(),
  /** The header row's language (the requester's); none: English, as jobs were made before it. */
  locale: localeSchema.optional().catch(undefined),
  ttl: z.number(),
});

export type ExportJobRecord = Omit<z.output<typeof itemSchema>, 'scope' | 'ttl'> & { scope: ClickScope };
export type ExportPart = z.output<typeof partSchema>;

export function toExportJobItem(job: ExportJobRecord): Record<string, unknown> {
  return {
    ...exportJobKey(job.teamId, job.jobId),
    type: 'visitor-export',
    ...job,
    scope: JSON.parse(JSON.stringify(job.scope)) as unknown,
    ttl: Math.floor(Date.parse(job.createdAt) / 1000) + EXPORT_JOB_TTL_SECONDS,
  };
}

export function fromExportJobItem(item: Record<string, unknown>, key?: Key): ExportJobRecord {
  const { ttl: _ttl, ...job } = parseItem('visitor export job', itemSchema, item, key);
  return job as ExportJobRecord;
}
