import { appendClickLog, clickEventsOf } from '../../domain/clicks/append-click-log.js';
import { parseRecords, sqsHandler } from '../../lib/queue/sqs-handler.js';

export const handler = sqsHandler(async (records) => {
  const { items, failed } = parseRecords(records, clickEventsOf);
  await appendClickLog(items.flatMap((i) => i.value));
  return failed;
});
