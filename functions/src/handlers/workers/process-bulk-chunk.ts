import { BULK_MAX_RECEIVES, bulkMessageFailedForGood, parseBulkMessage, processBulkMessage } from '../../domain/bulk/bulk-chunk.js';
import { retryBulkMessageIn } from '../../data/bulk-queue.js';
import { logger } from '../../lib/logger.js';
import { parseRecords, sqsHandler } from '../../lib/queue/sqs-handler.js';

/**
 * Bulk queue consumer (batch size 1): link parts and campaign deletions. A failure is
 * retried soon (visibility shortened to 5/10 s instead of the queue's long timeout); on the
 * last receive before the dead-letter queue the campaign is marked `error`.
 */
export const handler = sqsHandler(async (records) => {
  const { items, failed } = parseRecords(records, parseBulkMessage);
  for (const { messageId, value } of items) {
    const record = records.find((r) => r.messageId === messageId)!;
    const receives = Number(record.attributes?.ApproximateReceiveCount ?? '1');
    try {
      await processBulkMessage(value);
    } catch (error) {
      failed.push(messageId);
      logger.error('Bulk message failed', { error: error as Error, kind: value.kind, campaignId: value.campaignId, receives });
      const last = receives >= BULK_MAX_RECEIVES;
      if (last) await bulkMessageFailedForGood(value).catch((e) => logger.error('Could not mark the campaign failed', { error: e as Error }));
      // Back soon (or on to the dead-letter queue) rather than after the long visibility timeout.
      await retryBulkMessageIn(record.receiptHandle, last ? 1 : 5 * receives).catch((e) => logger.warn('Could not shorten the retry delay', { error: e as Error }));
    }
  }
  return failed;
});
