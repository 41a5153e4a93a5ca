import * as z from 'zod';

/**
 * A visitor export too big for one API call runs as a background job (functions/src/core/analytics/
 * export-visitors-job.ts): GET /api/analytics/visitors/export answers 202 with it, and
 * GET /api/analytics/visitors/exports/{id} follows it until `done` (with its download URL) or `failed`.
 */
export const VISITOR_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type VisitorExportStatus = (typeof VISITOR_EXPORT_STATUSES)[number];

/** Excel's sheet holds 1,048,576 rows; one is the header. */
export const XLSX_MAX_ROWS = 1_048_575;

export const visitorExportJobSchema = z.strictObject({
  id: z.string().describe('The export job id'),
  status: z.enum(VISITOR_EXPORT_STATUSES).describe('queued → running → done | failed'),
  format: z.enum(['csv', 'xlsx']),
  filename: z.string(),
  rows: z.number().int().min(0).describe('Rows written so far'),
  total: z.number().int().min(0).describe('Rows the range held when the export started (an estimate: clicks arriving meanwhile may add a few)'),
  progress: z.number().int().min(0).max(100).describe('Percent done (100 only once the file is complete)'),
  createdAt: z.string(),
  url: z.url().optional().describe('Once done: a presigned download URL, valid 15 minutes (ask again for a fresh one)'),
  error: z.string().optional().describe('Once failed: why, in words for people'),
});

export type VisitorExportJob = z.infer<typeof visitorExportJobSchema>;
