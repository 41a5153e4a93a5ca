import { processWebhookMessage } from '#core/webhooks/process-webhook-message.js';
import { parseWebhookMessage } from '#core/webhooks/webhook-messages.js';
import { logger } from '#lib/logger.js';
import { sqsBatchHandler } from '#lib/queue/sqs-handler.js';

/**
 * Webhook queue consumer: batches of up to 10 messages — events to fan out and
 * delivery attempts — worked at once (an attempt may wait 10 s on its receiver). A message that
 * throws is reported failed and redelivered by SQS (then dead-lettered); a receiver's failure is
 * not a worker failure (its retry is a new, delayed message).
 */
export const handler = sqsBatchHandler(async (records) => {
  const failed: string[] = [];
  await Promise.all(
    records.map(async (record) => {
      let message;
      try {
        message = parseWebhookMessage(JSON.parse(record.body));
      } catch {
        message = null;
      }
      if (!message) {
        logger.warn('Malformed queue message', { messageId: record.messageId });
        return void failed.push(record.messageId);
      }
      try {
        await processWebhookMessage(message);
      } catch (error) {
        logger.error('Webhook message failed', { error: error as Error, kind: message.kind, messageId: record.messageId });
        failed.push(record.messageId);
      }
    }),
  );
  return failed;
});
