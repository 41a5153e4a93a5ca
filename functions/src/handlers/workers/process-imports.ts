import { parseImportMessage, processImportMessage } from '#core/imports/process-import-message.js';
import { parseRecordBody, sqsRecordHandler } from '#lib/queue/sqs-handler.js';

/**
 * Import queue consumer (batch size 1): one step of one import a message (core/imports). A
 * failure core does not settle itself is reported to SQS, which delivers the step again.
 */
export const handler = sqsRecordHandler(async (record) => {
  const message = parseRecordBody(record, parseImportMessage);
  await processImportMessage(message, { receives: Number(record.attributes?.ApproximateReceiveCount ?? '1'), receiptHandle: record.receiptHandle });
});
