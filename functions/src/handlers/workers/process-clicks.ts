import { processClickMessages } from '#core/clicks/process-clicks.js';
import { sqsBatchHandler } from '#lib/queue/sqs-handler.js';

/**
 * Click queue consumer: batches of up to 1,000 messages, each a group of click events, worked
 * as one batch (one counter transaction, one click-log object), not message by message.
 */
export const handler = sqsBatchHandler((records) => processClickMessages(records.map((r) => ({ messageId: r.messageId, body: r.body }))));
