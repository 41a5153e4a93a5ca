import { IMPORT_MSG, WORK_QUEUES } from '@kisa/shared';
import { dropImportToken, getImportJob, updateImportJob } from '#data/imports/imports-repo.js';
import { retryImportMessageIn, sendImportMessage } from '#data/imports/import-queue.js';
import { config } from '#lib/config.js';
import { logger } from '#lib/logger.js';
import { importHistoryPage } from './import-history-page.js';
import type { ImportMessage } from './import-messages.js';
import { PausedStep } from './paused-step.js';
import { readImportPage } from './read-import-page.js';
import { SourceError } from './source-http.js';
import { writeImportPage } from './write-import-page.js';

export { parseImportMessage } from './import-messages.js';

/**
 * One step of an import (the import worker's message). A step of an import that is no longer
 * running (cancelled, failed) is dropped. A source that asks to slow down gets the step again
 * after the wait it names (the job says until when); a refused token or a source URL the
 * platform may not reach ends the import at once; any other failure is thrown for SQS to retry,
 * sooner than the queue's visibility timeout, and on the last receive ends the import with what went wrong. Either way the token goes.
 */
export async function processImportMessage(message: ImportMessage, delivery: { receives: number; receiptHandle: string }): Promise<void> {
  const { receives } = delivery;
  const running = message.kind === 'read' ? 'fetching' : 'importing';
  try {
    try {
      await runStep(message, running);
    } catch (error) {
      const paused =
        error instanceof PausedStep
          ? error
          : error instanceof SourceError && error.kind === 'rateLimited'
            ? new PausedStep(message, error.retryAfterMs ?? 60_000, true)
            : null;
      if (!paused) throw error;
      // Recording the pause may fail too: then it is retried like any failed step.
      if (paused.rateLimited)
        await updateImportJob(message.importId, { fields: { waitingUntil: new Date(Date.now() + paused.afterMs).toISOString() } }, [running]);
      await sendImportMessage(paused.resume, paused.afterMs / 1000);
    }
  } catch (error) {
    const final = error instanceof SourceError && (error.kind === 'auth' || error.kind === 'refused');
    logger.error('Import step failed', { error: error as Error, importId: message.importId, kind: message.kind, page: message.page, receives });
    if (final || receives >= WORK_QUEUES.imports.maxReceiveCount) {
      await failImport(message.importId, error instanceof SourceError ? error.message : IMPORT_MSG.failed);
      return;
    }
    // Again soon, later each time (5 s, 10 s, 20 s, 40 s by default), not after the queue's hour-long visibility timeout.
    const seconds = config.imports().retryBaseSeconds * 2 ** (receives - 1);
    await retryImportMessageIn(delivery.receiptHandle, seconds).catch((e) => logger.warn('Could not shorten the retry delay', { error: e as Error }));
    throw error;
  }
}

/** The step, if its import is still at that stage (a cancelled or failed import's steps are dropped). */
async function runStep(message: ImportMessage, running: 'fetching' | 'importing'): Promise<void> {
  const job = await getImportJob(message.importId);
  if (job?.status !== running) return;
  if (message.kind === 'read') await readImportPage(job, message.page, message.cursor);
  else if (message.kind === 'write') await writeImportPage(job, message.page);
  else await importHistoryPage(job, message.page, message.from);
  if (job.waitingUntil) await updateImportJob(job.importId, { fields: { waitingUntil: undefined } }, [running]);
}

/** Ends an import that cannot go on: status `failed` with why, the token dropped; links written so far stay. */
export async function failImport(importId: string, error: string): Promise<void> {
  // The token first: if the status write fails, the next delivery ends the import again.
  await dropImportToken(importId);
  await updateImportJob(importId, { fields: { status: 'failed', error, waitingUntil: undefined } }, ['fetching', 'ready', 'importing']);
}
