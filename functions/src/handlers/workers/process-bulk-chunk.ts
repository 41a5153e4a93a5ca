import { WORK_QUEUES } from '@kisa/shared';
import { bulkMessageFailedForGood, parseBulkMessage, processBulkMessage } from '#domain/campaigns/bulk-chunk.js';
import { retryBulkMessageIn } from '#data/campaigns/bulk-queue.js';
import { logger } from '#lib/logger.js';
import { parseRecordBody, sqsRecordHandler } from '#lib/queue/sqs-handler.js';

/**
 * Bulk queue consumer (batch size 1): link parts and campaign deletions, one message at a
 * time (Powertools' batch processor, lib/queue/sqs-handler.ts). A failure is retried soon
 * (visibility shortened to 5/10 s instead of the queue's long timeout); on the last receive
 * before the dead-letter queue the campaign is marked `error`.
 */
export const handler = sqsRecordHandler(async (record) => {
  const message = parseRecordBody(record, parseBulkMessage);
  const receives = Number(record.attributes?.ApproximateReceiveCount ?? '1');
  try {
    await processBulkMessage(message);
  } catch (error) {
    logger.error('Bulk message failed', { error: error as Error, kind: message.kind, campaignId: message.campaignId, receives });
    const last = receives >= WORK_QUEUES.bulk.maxReceiveCount;
    if (last) await bulkMessageFailedForGood(message).catch((e) => logger.error('Could not mark the campaign failed', { error: e as Error }));
    // Back soon (or on to the dead-letter queue) rather than after the long visibility timeout.
    await retryBulkMessageIn(record.receiptHandle, last ? 1 : 5 * receives).catch((e) => logger.warn('Could not shorten the retry delay', { error: e as Error }));
    throw error;
  }
});
