import { processWebhookMessage } from '#core/webhooks/process-webhook-message.js';
import { parseWebhookMessage } from '#core/webhooks/webhook-messages.js';
import { logger } from '#lib/logger.js';
import { parseRecordBody, sqsRecordHandler } from '#lib/queue/sqs-handler.js';

/**
 * Webhook queue consumer: batches of up to 10 messages — events to fan out and
 * delivery attempts — worked at once (an attempt may wait 10 s on its receiver). A message that
 * throws is reported failed and redelivered by SQS (then dead-lettered); a receiver's failure is
 * not a worker failure (its retry is a new, delayed message).
 */
export const handler = sqsRecordHandler(
  async (record) => {
    const message = parseRecordBody(record, parseWebhookMessage);
    try {
      await processWebhookMessage(message);
    } catch (error) {
      logger.error('Webhook message failed', { error: error as Error, kind: message.kind, messageId: record.messageId });
      throw error;
    }
  },
  { parallel: true },
);
