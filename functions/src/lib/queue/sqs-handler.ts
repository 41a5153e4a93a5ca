import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '../logger.js';
import { tracing } from '../tracer.js';

/**
 * Wraps a queue worker that handles one message at a time: Powertools' batch processor
 * (@aws-lambda-powertools/batch) runs `handleRecord` on each message — in turn, or all at once
 * with `parallel` (a worker whose messages wait on others, like webhook attempts) — and answers
 * the ones that threw as partial batch failures, so SQS redelivers only those (and eventually
 * dead-letters them). A batch whose every message failed is answered the same way rather
 * than thrown (throwOnFullBatchFailure: false): the outcome for SQS is identical, and the
 * invocation is not logged as a Lambda error on top of the worker's own log line.
 */
export function sqsRecordHandler(handleRecord: (record: SQSRecord) => Promise<void>, options: { parallel?: boolean } = {}) {
  return (
    middy<SQSEvent, SQSBatchResponse>()
      // A trace segment in AWS (sampled), a no-op elsewhere: lib/tracer.ts.
      .use(tracing())
      .use(injectLambdaContext(logger, { resetKeys: true }))
      .handler(async (event, context) =>
        // A processor per invocation: outside Lambda's own store its state is the instance's,
        // and the local pollers run several invocations of one handler at once in one process.
        processPartialResponse({ Records: event.Records ?? [] }, handleRecord, new BatchProcessor(EventType.SQS), {
          context,
          processInParallel: options.parallel ?? false,
          throwOnFullBatchFailure: false,
        }),
      )
  );
}

/**
 * Wraps a queue worker that handles the whole batch at once (the click worker: one
 * transaction and one log object per batch, which a per-message processor cannot give):
 * structured logs per invocation and partial batch responses. `process` answers the
 * message ids that failed; if it throws, the whole batch is reported failed so SQS
 * redelivers it (and eventually dead-letters it), nothing lost.
 */
export function sqsBatchHandler(process: (records: SQSRecord[]) => Promise<string[]>) {
  return (
    middy<SQSEvent, SQSBatchResponse>()
      // A trace segment in AWS (sampled), a no-op elsewhere: lib/tracer.ts.
      .use(tracing())
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
      })
  );
}

/** A message body that is not JSON or not what the worker expects: it fails (and is logged) without being worked on. */
export class MalformedMessageError extends Error {
  constructor(readonly messageId: string) {
    super(`Malformed queue message ${messageId}`);
    this.name = 'MalformedMessageError';
  }
}

/** The record's JSON body as `parse` reads it; throws MalformedMessageError (logged once) when it cannot. */
export function parseRecordBody<T>(record: SQSRecord, parse: (body: unknown) => T | null): T {
  let value: T | null = null;
  try {
    value = parse(JSON.parse(record.body));
  } catch {
    value = null;
  }
  if (value === null) {
    logger.warn('Malformed queue message', { messageId: record.messageId });
    throw new MalformedMessageError(record.messageId);
  }
  return value;
}
