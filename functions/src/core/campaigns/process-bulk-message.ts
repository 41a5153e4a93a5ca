import { announceCampaignCompleted } from './campaign-completed.js';
import { MSG, WORK_QUEUES } from '@kisa/shared';
import { markError } from '#data/campaigns/commit-part.js';
import { retryBulkMessageIn } from '#data/campaigns/bulk-queue.js';
import { logger } from '#lib/logger.js';
import { partIdOf, type BulkMessage } from './bulk-messages.js';
import { recountCampaign } from './campaign-clicks.js';
import { buildStoredExport } from './export-campaign.js';
import { purgeCampaign } from './purge-campaign.js';
import { writeBulkPart } from './write-bulk-part.js';
import { runVisitorExportStep, visitorExportFailed } from '../analytics/export-visitors-job.js';

/**
 * The bulk worker's jobs, one message at a time (docs/DATA-MODEL.md "Campaigns and bulk"):
 *
 * - `links`: a part of a request, written and counted (write-bulk-part.ts);
 * - `delete`: a campaign's links and the campaign removed (purge-campaign.ts);
 * - `recount`: a big campaign's clicks snapshot refreshed (campaign-clicks.ts);
 * - `export`: a big campaign's export file built (export-campaign.ts);
 * - `visitors-export`: a step of a team's visitor export (core/analytics/export-visitors-job.ts).
 */

export { parseBulkMessage } from './bulk-messages.js';

export async function processBulkMessage(message: BulkMessage): Promise<void> {
  switch (message.kind) {
    case 'links':
      await writeBulkPart(message);
      return;
    case 'delete':
      await purgeCampaign(message.campaignId, message.teamId);
      return;
    case 'recount':
      await recountCampaign(message.campaignId);
      return;
    case 'export':
      await buildStoredExport(message.campaignId, message.format, message.locale);
      return;
    case 'visitors-export':
      await runVisitorExportStep(message);
  }
}

/**
 * A delivery of `message` failed (the caller logged the error and rethrows it). It comes back
 * soon, with its visibility shortened to 5 s × the receive count instead of the queue's long
 * timeout; on the last receive before the dead-letter queue the part's campaign is marked
 * `error` with the message the screen shows.
 */
export async function bulkMessageFailed(message: BulkMessage, delivery: { receives: number; receiptHandle: string }): Promise<void> {
  const last = delivery.receives >= WORK_QUEUES.bulk.maxReceiveCount;
  if (last && message.kind === 'links') {
    await markError(message.campaignId, MSG.processingError).then(
      () => announceCampaignCompleted(message.campaignId),
      (e) => logger.error('Could not mark the campaign failed', { error: e as Error, part: partIdOf(message) }),
    );
  }
  if (last && message.kind === 'visitors-export') {
    await visitorExportFailed(message).catch((e) => logger.error('Could not mark the visitor export failed', { error: e as Error, jobId: message.jobId }));
  }
  // Back soon (or on to the dead-letter queue) rather than after the long visibility timeout.
  await retryBulkMessageIn(delivery.receiptHandle, last ? 1 : 5 * delivery.receives).catch((e) =>
    logger.warn('Could not shorten the retry delay', { error: e as Error }),
  );
}
