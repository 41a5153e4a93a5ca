import { parseBulkChunk, processBulkChunk } from '../../domain/bulk/bulk-chunk.js';
import { parseRecords, sqsHandler } from '../../lib/queue/sqs-handler.js';

export const handler = sqsHandler(async (records) => {
  const { items, failed } = parseRecords(records, parseBulkChunk);
  for (const { value } of items) await processBulkChunk(value);
  return failed;
});
