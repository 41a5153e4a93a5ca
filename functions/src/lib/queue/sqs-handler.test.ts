import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../logger.js';
import { MalformedMessageError, parseRecordBody, sqsBatchHandler, sqsRecordHandler } from './sqs-handler.js';

const context = { awsRequestId: 'aws-1', functionName: 'worker' } as unknown as Context;
const record = (messageId: string, body: string) => ({ messageId, body }) as SQSRecord;
const sqsEvent = (...records: SQSRecord[]) => ({ Records: records }) as SQSEvent;

let quiet: ReturnType<typeof vi.spyOn>[];
beforeEach(() => {
  quiet = [vi.spyOn(logger, 'warn').mockImplementation(() => undefined), vi.spyOn(logger, 'error').mockImplementation(() => undefined)];
});
afterEach(() => quiet.forEach((s) => s.mockRestore()));

describe('sqsBatchHandler', () => {
  it('reports exactly the messages the worker says failed', async () => {
    const h = sqsBatchHandler(async () => ['b']);
    expect(await h(sqsEvent(record('a', '{}'), record('b', '{}')), context)).toEqual({ batchItemFailures: [{ itemIdentifier: 'b' }] });
  });

  it('reports the whole batch when the worker throws, so nothing is lost', async () => {
    const h = sqsBatchHandler(async () => {
      throw new Error('S3 down');
    });
    expect(await h(sqsEvent(record('a', '{}'), record('b', '{}')), context)).toEqual({
      batchItemFailures: [{ itemIdentifier: 'a' }, { itemIdentifier: 'b' }],
    });
  });
});

describe('sqsRecordHandler', () => {
  it('reports exactly the messages whose handling threw, after handling each in order', async () => {
    const seen: string[] = [];
    const h = sqsRecordHandler(async (r) => {
      seen.push(r.messageId);
      if (r.messageId === 'b') throw new Error('table busy');
    });
    expect(await h(sqsEvent(record('a', '{}'), record('b', '{}'), record('c', '{}')), context)).toEqual({ batchItemFailures: [{ itemIdentifier: 'b' }] });
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('answers a batch whose every message failed with all of them (not a thrown invocation)', async () => {
    const h = sqsRecordHandler(async () => {
      throw new Error('table down');
    });
    expect(await h(sqsEvent(record('a', '{}'), record('b', '{}')), context)).toEqual({
      batchItemFailures: [{ itemIdentifier: 'a' }, { itemIdentifier: 'b' }],
    });
  });

  it('with parallel, works every message at once and still reports exactly those that threw', async () => {
    const started: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const h = sqsRecordHandler(
      async (r) => {
        started.push(r.messageId);
        if (started.length === 3) release();
        await gate;
        if (r.body === 'fail') throw new Error('receiver gone');
      },
      { parallel: true },
    );
    expect(await h(sqsEvent(record('a', 'ok'), record('b', 'fail'), record('c', 'ok')), context)).toEqual({ batchItemFailures: [{ itemIdentifier: 'b' }] });
    expect(started.sort()).toEqual(['a', 'b', 'c']);
  });

  it('keeps concurrent invocations apart (the local pollers run several in one process)', async () => {
    const h = sqsRecordHandler(async (r) => {
      await new Promise((resolve) => setTimeout(resolve, r.messageId === 'slow' ? 20 : 1));
      if (r.body === 'fail') throw new Error('failed');
    });
    const [first, second] = await Promise.all([
      h(sqsEvent(record('slow', 'fail'), record('x', 'ok')), context),
      h(sqsEvent(record('y', 'ok'), record('z', 'fail')), context),
    ]);
    expect(first).toEqual({ batchItemFailures: [{ itemIdentifier: 'slow' }] });
    expect(second).toEqual({ batchItemFailures: [{ itemIdentifier: 'z' }] });
  });
});

describe('parseRecordBody', () => {
  it('separates parsed bodies from malformed ones', async () => {
    const parse = (body: unknown) => (typeof body === 'object' && body !== null && 'n' in body ? (body as { n: number }).n : null);
    const items: { messageId: string; value: number }[] = [];
    const h = sqsRecordHandler(async (r) => {
      items.push({ messageId: r.messageId, value: parseRecordBody(r, parse) });
    });
    const { batchItemFailures } = await h(sqsEvent(record('a', '{"n":1}'), record('b', 'not json'), record('c', '{"m":2}')), context);
    expect(items).toEqual([{ messageId: 'a', value: 1 }]);
    expect(batchItemFailures.map((f) => f.itemIdentifier)).toEqual(['b', 'c']);
    expect(() => parseRecordBody(record('d', '[]'), parse)).toThrow(MalformedMessageError);
  });
});
