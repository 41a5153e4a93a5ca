import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '../logger.js';

/**
 * Wraps a queue worker: structured logs per invocation and partial batch responses.
 * `process` answers the message ids that failed; if it throws, the whole batch is
 * reported failed so SQS redelivers it (and eventually dead-letters it), nothing lost.
 */
export function sqsHandler(process: (records: SQSRecord[]) => Promise<string[]>) {
  return middy<SQSEvent, SQSBatchResponse>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler(async (event) => {
      const records = event.Records ?? [];
      let failed: string[];
      try {
        failed = await process(records);
      } catch (error) {
        logger.error('Batch failed', { error: error as Error, size: records.length });
        failed = records.map((r) => r.messageId);
      }
      return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
    });
}

/** Parses each record's JSON body; malformed ones are returned as failures, logged once. */
export function parseRecords<T>(records: SQSRecord[], parse: (body: unknown) => T | null): { items: { messageId: string; value: T }[]; failed: string[] } {
  const items: { messageId: string; value: T }[] = [];
  const failed: string[] = [];
  for (const record of records) {
    let value: T | null = null;
    try {
      value = parse(JSON.parse(record.body));
    } catch {
      value = null;
    }
    if (value === null) {
      logger.warn('Malformed queue message', { messageId: record.messageId });
      failed.push(record.messageId);
    } else items.push({ messageId: record.messageId, value });
  }
  return { items, failed };
}
