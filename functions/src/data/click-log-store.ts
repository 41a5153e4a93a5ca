import { PutObjectCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { s3 } from '../lib/clients.js';
import { config } from '../lib/config.js';

const gzipAsync = promisify(gzip);

/** Hive-style partition key Athena (and DuckDB locally) prune by: clicks/dt=YYYY-MM-DD/<uuid>.json.gz */
export function clickLogKey(date: Date, id: string = randomUUID()): string {
  return `clicks/dt=${date.toISOString().slice(0, 10)}/${id}.json.gz`;
}

/** Writes one batch of click-log lines (one day's) as one gzip NDJSON object; answers the object key. */
export async function putClickLogBatch(events: readonly unknown[], date: Date): Promise<string> {
  const key = clickLogKey(date);
  const ndjson = events.map((e) => JSON.stringify(e)).join('\n') + '\n';
  await s3().send(
    new PutObjectCommand({
      Bucket: config.clickLog().bucket,
      Key: key,
      Body: await gzipAsync(ndjson),
      ContentType: 'application/x-ndjson',
      ContentEncoding: 'gzip',
    }),
  );
  return key;
}
