import type { SQSRecord } from 'aws-lambda';
import { processClickMessages } from '#core/clicks/process-clicks.js';
import { sqsBatchHandler } from '#lib/queue/sqs-handler.js';

/**
 * Click queue consumer: batches of up to 1,000 messages, each a group of click events, worked
 * as one batch (one counter transaction, one click-log object), not message by message. Each
 * message's receive count and send time decide whether it is a first receipt (nothing to check).
 */
export const handler = sqsBatchHandler((records) =>
  processClickMessages(
    records.map((r) => ({
      messageId: r.messageId,
      body: r.body,
      receiveCount: attribute(r, 'ApproximateReceiveCount'),
      sentAt: attribute(r, 'SentTimestamp'),
    })),
  ),
);

/** A positive numeric SQS attribute, or undefined when absent or not one (then the message is checked as a redelivery). */
function attribute(record: SQSRecord, name: 'ApproximateReceiveCount' | 'SentTimestamp'): number | undefined {
  const value = Number((record.attributes as Partial<SQSRecord['attributes']> | undefined)?.[name] || Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
