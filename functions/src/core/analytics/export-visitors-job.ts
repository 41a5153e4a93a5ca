import { MSG, WORK_QUEUES, type TagRef, type VisitorExportJob, type VisitorsExportQuery } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { getUser } from '#data/accounts/users-repo.js';
import { QUARTER_HOUR_MS, type ClickScope } from '#data/analytics/analytics-sql.js';
import type { ExportJobRecord } from '#data/analytics/export-job-item.js';
import { createExportJob, failExportJob, finishExportJob, getExportJob, saveExportProgress, startExportUpload } from '#data/analytics/export-jobs-repo.js';
import { forEachExportPage } from '#data/analytics/export-pages.js';
import { abortExportFile, completeExportFile, startExportFile } from '#data/analytics/export-upload.js';
import { sendBulkMessages } from '#data/campaigns/bulk-queue.js';
import { exportFileUrl } from '#data/campaigns/export-files.js';
import { config } from '#lib/config.js';
import { notFound } from '#lib/errors.js';
import { CONTENT_TYPES, csvHead, csvLine } from '#lib/files/spreadsheet.js';
import { xlsxStream } from '#lib/files/xlsx-stream.js';
import { logger } from '#lib/logger.js';
import { sqsJson } from '#lib/queue/sqs-json.js';
import type { Caller } from '../accounts/caller.js';
import type { VisitorsExportMessage } from '../campaigns/bulk-messages.js';
import { contentDisposition } from '../campaigns/export-campaign.js';
import { PartWriter } from './export-part-writer.js';
import { teamTagRefs, toVisitor } from './list-visitors.js';
import { visitorCsvHeader, visitorExportRow, visitorSheetName, visitorXlsxColumns } from './visitor-export-format.js';

/**
 * A visitor export too big for one API call, as a background job on the bulk worker (docs/
 * ARCHITECTURE.md "Analytics"). The API creates the job item and queues its first step; a step
 * reads the visitor log window by window (data/analytics/export-pages.ts: each statement bounded,
 * whatever the range) and writes the file into the exports bucket as a multipart upload.
 *
 * CSV goes on from where the last step stopped: a part is cut only where the rows' quarter hour
 * changes, and the job records the quarter hour up to which every row is in its parts (`cursor`)
 * with the parts, so a step that fails, times out or is delivered twice goes on from there, not
 * from zero. A step stops taking rows after STEP_BUDGET_MS and queues the next. XLSX is one zip
 * stream that cannot be taken up again: it is written in one step (at most XLSX_MAX_ROWS rows,
 * checked when the export is asked for) and a failed step starts it over.
 */

/** A step stops after this and queues the next (the bulk worker's timeout is 600 s). */
export const STEP_BUDGET_MS = 300_000;
/** A multipart upload's part (S3 takes 5 MiB at least, but the last). */
export const PART_BYTES = 8 * 1024 * 1024;
/**
 * A job that has not moved for this long is failed when it is next looked at (never a stuck job).
 * Between steps it waits in the bulk queue (behind a big import, say), and a step the worker's
 * timeout cut comes back only after the queue's visibility timeout: both must pass first.
 */
export const STALLED_RUNNING_MS = (WORK_QUEUES.bulk.visibilityTimeoutSeconds + WORK_QUEUES.bulk.workerTimeoutSeconds) * 1000 + 15 * 60_000;
/** …and one still waiting for its first step (the bulk queue may be busy with a big import). */
export const STALLED_QUEUED_MS = STALLED_RUNNING_MS;

export interface ExportStepOptions {
  /** Clicks per statement (export-windows.ts). */
  maxClicks?: number;
  partBytes?: number;
  budgetMs?: number;
}

/** What a step runs with unless told otherwise: tests lower them (many windows, parts and steps from a small team). */
export const stepSettings: ExportStepOptions = {};

const NO_TAGS: ReadonlyMap<string, TagRef> = new Map();
const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Creates the job and queues its first step; answers it as the API shows it. */
export async function startVisitorExport(caller: Caller, query: VisitorsExportQuery, scope: ClickScope, total: number): Promise<VisitorExportJob> {
  const jobId = randomUUID();
  const now = new Date().toISOString();
  const filename = `visitors-${query.from}-to-${query.to}.${query.format}`;
  // The header row in the requester's language (their profile's; English when none is chosen).
  const locale = (await getUser(caller.id))?.locale;
  const job: ExportJobRecord = {
    jobId,
    teamId: caller.teamId,
    status: 'queued',
    format: query.format,
    tz: query.tz,
    filename,
    key: `visitors/${caller.teamId}/${jobId}/${filename}`,
    scope,
    total,
    rows: 0,
    cursor: scope.end,
    parts: [],
    createdAt: now,
    updatedAt: now,
    ...(locale ? { locale } : {}),
  };
  await createExportJob(job);
  await queueStep({ kind: 'visitors-export', teamId: caller.teamId, jobId }).catch(async (error: unknown) => {
    await failExportJob(caller.teamId, jobId, MSG.exportJobFailed).catch(() => undefined);
    throw error;
  });
  return jobView(job);
}

/** GET /api/analytics/visitors/exports/{id}: the job of the caller's team, with its download once done. */
export async function visitorExportStatus(caller: Caller, id: string): Promise<VisitorExportJob> {
  if (!JOB_ID.test(id)) throw notFound(MSG.exportJobNotFound);
  let job: ExportJobRecord | undefined;
  try {
    job = await getExportJob(caller.teamId, id);
  } catch (error) {
    logger.error('Unreadable visitor export job', { error: error as Error, jobId: id });
    await failExportJob(caller.teamId, id, MSG.exportJobFailed);
    return {
      id,
      status: 'failed',
      format: 'csv',
      filename: 'visitors.csv',
      rows: 0,
      total: 0,
      progress: 0,
      createdAt: new Date(0).toISOString(),
      error: MSG.exportJobFailed,
    };
  }
  if (!job) throw notFound(MSG.exportJobNotFound);
  const idle = Date.now() - Date.parse(job.updatedAt);
  if ((job.status === 'running' && idle > STALLED_RUNNING_MS) || (job.status === 'queued' && idle > STALLED_QUEUED_MS)) {
    logger.warn('Visitor export stalled', { jobId: id, status: job.status, idleMs: idle });
    await failExportJob(job.teamId, job.jobId, MSG.exportJobStalled);
    job = (await getExportJob(caller.teamId, id)) ?? job;
  }
  if (job.status !== 'done') return jobView(job);
  return { ...jobView(job), url: await exportFileUrl(job.key, CONTENT_TYPES[job.format], contentDisposition(job.filename)) };
}

/** The job as answers show it. */
export function jobView(job: ExportJobRecord): VisitorExportJob {
  const progress = job.status === 'done' ? 100 : job.total > 0 ? Math.min(99, Math.floor((job.rows / job.total) * 100)) : 0;
  return {
    id: job.jobId,
    status: job.status,
    format: job.format,
    filename: job.filename,
    rows: job.rows,
    total: Math.max(job.total, job.rows),
    progress,
    createdAt: job.createdAt,
    ...(job.error !== undefined ? { error: job.error } : {}),
  };
}

/** The bulk worker's step of a job: as much of the file as STEP_BUDGET_MS allows, then the next step queued. */
export async function runVisitorExportStep(message: VisitorsExportMessage, options: ExportStepOptions = {}): Promise<void> {
  let job: ExportJobRecord | undefined;
  try {
    job = await getExportJob(message.teamId, message.jobId);
  } catch (error) {
    // An item this code cannot read cannot be taken up again: it ends, it does not loop.
    logger.error('Unreadable visitor export job', { error: error as Error, jobId: message.jobId });
    await failExportJob(message.teamId, message.jobId, MSG.exportJobFailed);
    return;
  }
  if (!job || job.status === 'done' || job.status === 'failed') return;
  const opened = await openUpload(job);
  if (!opened) return;
  const settings = { ...stepSettings, ...options };
  if (opened.format === 'xlsx') await writeXlsx(opened, settings);
  else await writeCsv(opened, settings);
}

/** The last delivery of a step failed: the job ends failed, its parts freed. */
export async function visitorExportFailed(message: VisitorsExportMessage): Promise<void> {
  const job = await getExportJob(message.teamId, message.jobId).catch(() => undefined);
  if (await failExportJob(message.teamId, message.jobId, MSG.exportJobFailed)) {
    if (job?.uploadId) await abortExportFile(job.key, job.uploadId).catch(() => undefined);
  }
}

function queueStep(message: VisitorsExportMessage): Promise<void> {
  return sendBulkMessages([sqsJson(message)]).then(({ error }) => {
    if (error !== undefined) throw error;
  });
}

/** The job with an upload to write into: its own, or a new one (a new job; XLSX, which starts over). Undefined: another step moved the job meanwhile. */
async function openUpload(job: ExportJobRecord): Promise<ExportJobRecord | undefined> {
  if (job.uploadId && job.format === 'csv') return job;
  const uploadId = await startExportFile(job.key, CONTENT_TYPES[job.format], contentDisposition(job.filename));
  if (!(await startExportUpload(job, uploadId))) {
    await abortExportFile(job.key, uploadId).catch(() => undefined);
    return undefined;
  }
  if (job.uploadId) await abortExportFile(job.key, job.uploadId).catch(() => undefined);
  return { ...job, status: 'running', uploadId, parts: [], rows: 0, cursor: job.scope.end };
}

async function writeCsv(job: ExportJobRecord, options: ExportStepOptions): Promise<void> {
  const deadline = Date.now() + (options.budgetMs ?? STEP_BUDGET_MS);
  const out = new PartWriter(job.key, job.uploadId!, job.parts, options.partBytes ?? PART_BYTES);
  const base = config.links().shortUrlBase;
  let saved = job;
  let pending = 0;
  let lastBucket: number | undefined;
  let tags: ReadonlyMap<string, TagRef> | undefined;
  let outcome = 'read' as 'read' | 'next' | 'lost';
  if (job.rows === 0 && job.parts.length === 0) out.push(csvHead(visitorCsvHeader(job.locale)));
  await forEachExportPage(
    job.scope,
    job.cursor,
    async (rows) => {
      if (!tags && rows.some((r) => r.tagids)) tags = await teamTagRefs(job.teamId);
      for (const row of rows) {
        const bucket = Math.floor(Date.parse(String(row.time)) / QUARTER_HOUR_MS);
        if (out.full && lastBucket !== undefined && bucket < lastBucket) {
          // Every row of lastBucket's quarter hour and after is in the buffer or earlier parts.
          await out.flush();
          const progress = { cursor: new Date(lastBucket * QUARTER_HOUR_MS).toISOString(), rows: saved.rows + pending, parts: [...out.parts] };
          if (!(await saveExportProgress(saved, progress))) {
            outcome = 'lost';
            return false;
          }
          saved = { ...saved, ...progress };
          pending = 0;
          if (Date.now() > deadline) {
            outcome = 'next';
            return false;
          }
        }
        out.push(csvLine(visitorExportRow(toVisitor(row, tags ?? NO_TAGS), 'csv', job.tz, base)));
        lastBucket = bucket;
        pending++;
      }
      return true;
    },
    options.maxClicks,
  );
  if (outcome === 'lost') return;
  if (outcome === 'next') return queueStep({ kind: 'visitors-export', teamId: job.teamId, jobId: job.jobId });
  await out.flush();
  await completeExportFile(job.key, job.uploadId!, out.parts);
  await finishExportJob(saved, saved.rows + pending);
}

async function writeXlsx(job: ExportJobRecord, options: ExportStepOptions): Promise<void> {
  const out = new PartWriter(job.key, job.uploadId!, [], options.partBytes ?? PART_BYTES);
  const base = config.links().shortUrlBase;
  let saved = job;
  let rows = 0;
  let tags: ReadonlyMap<string, TagRef> | undefined;
  const sheet = await xlsxStream(visitorSheetName(job.locale), visitorXlsxColumns(job.tz, job.locale), async (chunk) => {
    out.push(chunk);
    if (!out.full) return;
    await out.flush();
    const progress = { cursor: job.cursor, rows, parts: [...out.parts] };
    if (!(await saveExportProgress(saved, progress))) throw new Error(`Visitor export ${job.jobId} moved on by another step`);
    saved = { ...saved, ...progress };
  });
  await forEachExportPage(
    job.scope,
    job.cursor,
    async (page) => {
      if (!tags && page.some((r) => r.tagids)) tags = await teamTagRefs(job.teamId);
      for (const row of page) sheet.addRow(visitorExportRow(toVisitor(row, tags ?? NO_TAGS), 'xlsx', job.tz, base));
      rows += page.length;
      return true;
    },
    options.maxClicks,
  );
  await sheet.finish();
  await out.flush();
  await completeExportFile(job.key, job.uploadId!, out.parts);
  await finishExportJob(saved, rows);
}
