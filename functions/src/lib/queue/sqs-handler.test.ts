import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../logger.js';
import { parseRecords, sqsHandler } from './sqs-handler.js';

const context = { awsRequestId: 'aws-1', functionName: 'worker' } as unknown as Context;
const record = (messageId: string, body: string) => ({ messageId, body }) as SQSRecord;
const sqsEvent = (...records: SQSRecord[]) => ({ Records: records }) as SQSEvent;

let quiet: ReturnType<typeof vi.spyOn>[];
beforeEach(() => {
  quiet = [vi.spyOn(logger, 'warn').mockImplementation(() => undefined), vi.spyOn(logger, 'error').mockImplementation(() => undefined)];
});
afterEach(() => quiet.forEach((s) => s.mockRestore()));

describe('sqsHandler', () => {
  it('reports exactly the messages the worker says failed', async () => {
    const h = sqsHandler(async () => ['b']);
    expect(await h(sqsEvent(record('a', '{}'), record('b', '{}')), context)).toEqual({ batchItemFailures: [{ itemIdentifier: 'b' }] });
  });

  it('reports the whole batch when the worker throws, so nothing is lost', async () => {
    const h = sqsHandler(async () => {
      throw new Error('S3 down');
    });
    expect(await h(sqsEvent(record('a', '{}'), record('b', '{}')), context)).toEqual({
      batchItemFailures: [{ itemIdentifier: 'a' }, { itemIdentifier: 'b' }],
    });
  });
});

describe('parseRecords', () => {
  it('separates parsed bodies from malformed ones', () => {
    const parse = (body: unknown) => (typeof body === 'object' && body !== null && 'n' in body ? (body as { n: number }).n : null);
    const { items, failed } = parseRecords([record('a', '{"n":1}'), record('b', 'not json'), record('c', '{"m":2}')], parse);
    expect(items).toEqual([{ messageId: 'a', value: 1 }]);
    expect(failed).toEqual(['b', 'c']);
  });
});
