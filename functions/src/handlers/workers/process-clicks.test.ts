import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { runtime } from '../../test-support/api.js';

// Integration: the local runtime's poller hands queued click events to this worker, which
// appends them to the click log in S3 (date-partitioned, gzip NDJSON).

describe('process-clicks worker', () => {
  it('appends queued click events to the click log under clicks/dt=YYYY-MM-DD/', async () => {
    const env = runtime().env;
    const credentials = { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! };
    const sqs = new SQSClient({ region: env.AWS_REGION, endpoint: env.SQS_ENDPOINT, credentials });
    const s3 = new S3Client({
      region: env.AWS_REGION,
      endpoint: env.S3_ENDPOINT,
      credentials,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const marker = randomUUID();
    const events = [
      { marker, code: 'abc', at: new Date().toISOString() },
      { marker, code: 'def', at: new Date().toISOString() },
    ];
    await sqs.send(new SendMessageCommand({ QueueUrl: env.CLICK_QUEUE_URL, MessageBody: JSON.stringify(events) }));

    const prefix = `clicks/dt=${new Date().toISOString().slice(0, 10)}/`;
    const seen = new Set<string>();
    const deadline = Date.now() + 20_000;
    for (;;) {
      const listed = await s3.send(new ListObjectsV2Command({ Bucket: env.CLICK_LOG_BUCKET, Prefix: prefix }));
      for (const { Key } of listed.Contents ?? []) {
        if (!Key || seen.has(Key)) continue;
        seen.add(Key);
        expect(Key).toMatch(/^clicks\/dt=\d{4}-\d{2}-\d{2}\/[0-9a-f-]{36}\.json\.gz$/);
        const object = await s3.send(new GetObjectCommand({ Bucket: env.CLICK_LOG_BUCKET, Key }));
        const lines = gunzipSync(Buffer.from(await object.Body!.transformToByteArray())).toString('utf8').trim().split('\n');
        const mine = lines.map((l) => JSON.parse(l)).filter((e) => e.marker === marker);
        if (mine.length) {
          expect(mine).toEqual(events);
          sqs.destroy();
          s3.destroy();
          return;
        }
      }
      if (Date.now() > deadline) throw new Error(`Expected the click events (marker ${marker}) in an object under s3://${env.CLICK_LOG_BUCKET}/${prefix} within 20 s; saw ${seen.size} other object(s)`);
      await new Promise((r) => setTimeout(r, 250));
    }
  });
});
