/// <reference path="../../../infra/local/test/runtime-context.d.ts" />
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { CLICK_LOG_PREFIX } from '@kisa/shared';
import { gunzipSync } from 'node:zlib';
import { runtime } from './api.js';
import { runtimeS3 } from './s3.js';

/** Reads the click log (S3 emulator) for tests: every raw line of today's (and yesterday's) partitions, in every team bucket. */
const lines = new Map<string, Record<string, unknown>[]>();

export async function clickLogLines(): Promise<Record<string, unknown>[]> {
  const bucket = runtime().env.CLICK_LOG_BUCKET!;
  const days = [new Date(), new Date(Date.now() - 86_400_000)].map((d) => `/dt=${d.toISOString().slice(0, 10)}/`);
  {
    let token: string | undefined;
    do {
      // Raw objects are clicks/tb=<bucket>/dt=D/… (clicks/dt=D/… before team buckets).
      const page = await runtimeS3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: CLICK_LOG_PREFIX, ContinuationToken: token }));
      for (const { Key } of page.Contents ?? []) {
        if (!Key || lines.has(Key) || !days.some((d) => Key.includes(d)) || !Key.endsWith('.json.gz')) continue;
        const object = await runtimeS3().send(new GetObjectCommand({ Bucket: bucket, Key }));
        const text = gunzipSync(Buffer.from(await object.Body!.transformToByteArray())).toString('utf8');
        lines.set(
          Key,
          text
            .trim()
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l) as Record<string, unknown>),
        );
      }
      token = page.NextContinuationToken;
    } while (token);
  }
  return [...lines.values()].flat();
}

/** Polls the log until `match` finds lines for which `done` holds (default: at least one). */
export async function waitForLogLines(
  match: (line: Record<string, unknown>) => boolean,
  done: (found: Record<string, unknown>[]) => boolean = (found) => found.length > 0,
  timeoutMs = 20_000,
): Promise<Record<string, unknown>[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await clickLogLines()).filter(match);
    if (done(found)) return found;
    if (Date.now() > deadline) throw new Error(`Expected matching click-log lines within ${timeoutMs / 1000} s; found ${JSON.stringify(found)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
