import { processClickMessages } from '../../domain/clicks/process-clicks.js';
import { sqsHandler } from '../../lib/queue/sqs-handler.js';

/** Click queue consumer: batches of up to 100 messages, each a group of click events. */
export const handler = sqsHandler((records) => processClickMessages(records.map((r) => ({ messageId: r.messageId, body: r.body }))));
