import { partIdOf } from '#core/campaigns/bulk-messages.js';
import { bulkMessageFailed, parseBulkMessage, processBulkMessage } from '#core/campaigns/process-bulk-message.js';
import { logger } from '#lib/logger.js';
import { parseRecordBody, sqsRecordHandler } from '#lib/queue/sqs-handler.js';

/**
 * Bulk queue consumer (batch size 1): a request's parts, the campaign jobs and the steps of
 * background visitor exports, one message at a time (Powertools' batch processor,
 * lib/queue/sqs-handler.ts). A failure is logged and handed to core (bulkMessageFailed: retried
 * soon; the last receive marks the campaign `error`, or the export `failed`), then reported to SQS.
 */
export const handler = sqsRecordHandler(async (record) => {
  const message = parseRecordBody(record, parseBulkMessage);
  const receives = Number(record.attributes?.ApproximateReceiveCount ?? '1');
  try {
    await processBulkMessage(message);
  } catch (error) {
    const part = message.kind === 'links' ? { part: partIdOf(message) } : {};
    const subject = message.kind === 'visitors-export' ? { teamId: message.teamId, jobId: message.jobId } : { campaignId: message.campaignId };
    logger.error('Bulk message failed', { error: error as Error, kind: message.kind, ...subject, ...part, receives });
    await bulkMessageFailed(message, { receives, receiptHandle: record.receiptHandle });
    throw error;
  }
});
