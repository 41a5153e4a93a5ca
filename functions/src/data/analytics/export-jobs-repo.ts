import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { updateIf } from '../conditional-update.js';
import { db, tableName } from '../table.js';
import { exportJobKey, fromExportJobItem, toExportJobItem, type ExportJobRecord, type ExportPart } from './export-job-item.js';

/**
 * The visitor export jobs' access patterns: create (API), read (API status, worker), and the
 * worker's writes — each conditional on the job still being where the writer read it (`cursor`
 * and `rows`), so a copy of a step SQS delivers twice, or one that lost a race, writes nothing.
 */

export async function createExportJob(job: ExportJobRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: toExportJobItem(job), ConditionExpression: 'attribute_not_exists(PK)' }));
}

export async function getExportJob(teamId: string, jobId: string): Promise<ExportJobRecord | undefined> {
  const Key = exportJobKey(teamId, jobId);
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }));
  return Item ? fromExportJobItem(Item, Key) : undefined;
}

/** The job still as `job` read it: not ended, the same upload, rows and cursor. */
const unchanged = (job: Pick<ExportJobRecord, 'cursor' | 'rows' | 'uploadId'>) => ({
  expression: `#status IN (:queued, :running) AND #cursor = :cursor AND #rows = :rows AND ${job.uploadId ? '#upload = :upload' : 'attribute_not_exists(#upload)'}`,
  names: { '#status': 'status', '#cursor': 'cursor', '#rows': 'rows', '#upload': 'uploadId' },
  values: { ':queued': 'queued', ':running': 'running', ':cursor': job.cursor, ':rows': job.rows, ...(job.uploadId ? { ':upload': job.uploadId } : {}) },
});

/** A new upload (its id), the job running from the start. False: someone else moved the job meanwhile. */
export function startExportUpload(job: ExportJobRecord, uploadId: string): Promise<boolean> {
  return updateIf(exportJobKey(job.teamId, job.jobId), {
    fields: { status: 'running', uploadId, parts: [], rows: 0, cursor: job.scope.end, updatedAt: new Date().toISOString() },
    condition: unchanged(job),
  });
}

/** Rows up to `cursor` are in `parts`: where a later step goes on from. */
export function saveExportProgress(job: ExportJobRecord, progress: { cursor: string; rows: number; parts: ExportPart[] }): Promise<boolean> {
  return updateIf(exportJobKey(job.teamId, job.jobId), {
    fields: { status: 'running', ...progress, updatedAt: new Date().toISOString() },
    condition: unchanged(job),
  });
}

/** The file is complete. */
export function finishExportJob(job: ExportJobRecord, rows: number): Promise<boolean> {
  return updateIf(exportJobKey(job.teamId, job.jobId), {
    fields: { status: 'done', rows, parts: [], uploadId: undefined, updatedAt: new Date().toISOString() },
    condition: unchanged(job),
  });
}

/** The job ends in `failed` with `error` (words for people), unless it already ended. */
export function failExportJob(teamId: string, jobId: string, error: string): Promise<boolean> {
  return updateIf(exportJobKey(teamId, jobId), {
    fields: { status: 'failed', error, updatedAt: new Date().toISOString() },
    condition: { expression: '#status IN (:queued, :running)', names: { '#status': 'status' }, values: { ':queued': 'queued', ':running': 'running' } },
  });
}
