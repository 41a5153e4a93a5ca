import { CreateBucketCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import {
  compactedConversionKey,
  conversionDayPrefix,
  CONVERSION_INCOMING_PREFIX,
  CONVERSION_LOG_PREFIX,
  incomingConversionKey,
  type ConversionRecord,
} from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runtime } from '#test-support/api.js';
import { runtimeS3 } from '#test-support/s3.js';
import type { ConversionCompactionStep } from './compact-conversion-log.js';

// Integration: conversion-log compaction against the runtime's S3 emulator (s3rver), in a bucket
// of its own. LastModified is the emulator's real clock, so runs pass `now` in the future to
// make objects old instead of waiting.

type Store = typeof import('#data/conversions/conversion-log-store.js');
let store: Store;
let clickStore: typeof import('#data/clicks/click-log-store.js');
let compact: typeof import('./compact-conversion-log.js').compactConversionLog;
let compactClickLog: typeof import('#core/click-log/compact-click-log.js').compactClickLog;
let logger: typeof import('#lib/logger.js').logger;
let bucket: string;

beforeAll(async () => {
  bucket = `kisa-conversions-compaction-${randomUUID().slice(0, 8)}`;
  Object.assign(process.env, runtime().env, { CLICK_LOG_BUCKET: bucket, POWERTOOLS_LOG_LEVEL: 'SILENT' });
  await runtimeS3().send(new CreateBucketCommand({ Bucket: bucket }));
  store = await import('#data/conversions/conversion-log-store.js');
  clickStore = await import('#data/clicks/click-log-store.js');
  ({ compactConversionLog: compact } = await import('./compact-conversion-log.js'));
  ({ compactClickLog } = await import('#core/click-log/compact-click-log.js'));
  ({ logger } = await import('#lib/logger.js'));
});

beforeEach(async () => {
  await clickStore.deleteClickLogObjects((await clickStore.listClickLogObjects('')).map((o) => o.key));
});

afterEach(() => {
  vi.restoreAllMocks();
});

const SECOND = 1_000;
const MINUTE = 60_000;
/** An instant `ms` from the real clock (the emulator's LastModified). */
const at = (ms: number) => new Date(Date.now() + ms);
/** A run where every object written so far counts as old, with a 1-minute grace (Athena's). */
const graced = (laterMs: number) => ({ now: at(laterMs), minAgeMs: 0, graceMs: MINUTE });
/** A run with no grace (DuckDB's). */
const ungraced = () => ({ now: at(SECOND), minAgeMs: 0, graceMs: 0 });

let n = 0;
function conversion(teamId: string, day: string, over: Partial<ConversionRecord> = {}): ConversionRecord {
  n++;
  const clickTime = new Date(Date.parse(`${day}T00:00:00.000Z`) + (n % 86_400) * SECOND).toISOString();
  return {
    id: randomUUID(),
    clickId: randomUUID(),
    linkId: 'link-1',
    teamId,
    eventId: `event-${n}`,
    type: n % 2 ? 'sale' : 'lead',
    amountMinor: n % 2 ? 1_250 * n : null,
    currency: n % 2 ? 'EUR' : null,
    time: new Date(Date.parse(clickTime) + MINUTE).toISOString(),
    clickTime,
    campaignId: null,
    browser: 'Chrome',
    os: 'Windows',
    device: 'desktop',
    referrer: null,
    countryCode: 'TR',
    city: n % 3 ? 'Istanbul' : null,
    source: 'link',
    isBot: false,
    domain: null,
    tagIds: null,
    ruleId: null,
    variantId: null,
    ...over,
  };
}

/** Reports each conversion (one incoming object each); answers the records. */
async function report(records: ConversionRecord[]): Promise<ConversionRecord[]> {
  for (const r of records) await store.putIncomingConversion(r, reportedAt.get(r.id) ?? remember(r.id));
  return records;
}
/** A conversion's reported clock (a replay writes the same key). */
const reportedAt = new Map<string, number>();
const remember = (id: string) => {
  const ms = Date.now();
  reportedAt.set(id, ms);
  return ms;
};

const keysUnder = async (prefix: string) => (await clickStore.listClickLogObjects(prefix)).map((o) => o.key).sort();
const incomingKeys = () => keysUnder(CONVERSION_INCOMING_PREFIX);
const compactedKeys = () => keysUnder(CONVERSION_LOG_PREFIX);
const linesOf = async (key: string) => (await store.readConversionLines(key)).map((l) => JSON.parse(l) as ConversionRecord);
const byId = (records: readonly ConversionRecord[]) => new Map(records.map((r) => [r.id, JSON.parse(store.conversionLine(r)) as ConversionRecord]));

/** What a reader sees: incoming and compacted lines, one per id (every copy of an id must agree). */
async function seen(): Promise<Map<string, ConversionRecord>> {
  const found = new Map<string, ConversionRecord>();
  for (const key of [...(await incomingKeys()), ...(await compactedKeys())]) {
    for (const line of await linesOf(key)) {
      if (found.has(line.id)) expect(line, `copies of ${line.id}`).toEqual(found.get(line.id));
      found.set(line.id, line);
    }
  }
  return found;
}

/** The files of one partition, oldest first. */
const partitionFiles = (teamId: string, day: string) => keysUnder(conversionDayPrefix(teamId, day));

describe('compactConversionLog', () => {
  it('merges incoming objects into one gzip file per team and click day, one line per id, and deletes them once a file past the grace holds them', async () => {
    const a1 = await report([conversion('team-a', '2025-03-01'), conversion('team-a', '2025-03-01'), conversion('team-a', '2025-03-01')]);
    const a2 = await report([conversion('team-a', '2025-03-02'), conversion('team-a', '2025-03-02')]);
    const b1 = await report([conversion('team-b', '2025-03-01'), conversion('team-b', '2025-03-01')]);
    // The same conversion reported at two clocks (two objects): still one line.
    const twice = b1[0]!;
    await store.putIncomingConversion(twice, Date.now() + 1);
    const all = [...a1, ...a2, ...b1];

    // Younger than the default minimum age: left for a later run.
    expect(await compact({ graceMs: 0 })).toEqual({ incoming: 0, partitions: 0, deleted: 0 });

    // The objects are past minAgeMs + graceMs, but no file holding them has been readable that long yet.
    expect(await compact(graced(2 * MINUTE))).toEqual({ incoming: 8, partitions: 3, deleted: 0 });
    for (const [teamId, day, records] of [
      ['team-a', '2025-03-01', a1],
      ['team-a', '2025-03-02', a2],
      ['team-b', '2025-03-01', b1],
    ] as const) {
      const files = await partitionFiles(teamId, day);
      expect(files, `${teamId} ${day}`).toHaveLength(1);
      expect(files[0]).toMatch(/\/c\d{13}\.json\.gz$/);
      const lines = await linesOf(files[0]!);
      expect(lines).toHaveLength(records.length);
      expect(new Map(lines.map((l) => [l.id, l]))).toEqual(byId(records));
      // The object is the gzip file itself (no Content-Encoding), JSON lines in the log's column order.
      const object = await runtimeS3().send(new GetObjectCommand({ Bucket: bucket, Key: files[0]! }));
      expect(object.ContentType).toBe('application/x-ndjson');
      expect(object.ContentEncoding).toBeUndefined();
      const text = gunzipSync(await object.Body!.transformToByteArray()).toString('utf8');
      expect(text.trimEnd().split('\n').sort()).toEqual(records.map((r) => store.conversionLine(r)).sort());
    }
    // The files are fresh: the incoming objects stay readable through the grace (a reader may have listed them and not the files).
    expect(await incomingKeys()).toHaveLength(8);
    expect(await seen()).toEqual(byId(all));

    // The files past the grace hold them unchanged: nothing is rewritten, and they go.
    expect(await compact(graced(4 * MINUTE))).toEqual({ incoming: 8, partitions: 0, deleted: 8 });
    expect(await incomingKeys()).toEqual([]);
    expect(await compactedKeys()).toHaveLength(3);
    expect(await seen()).toEqual(byId(all));
    expect(await compact(graced(5 * MINUTE))).toEqual({ incoming: 0, partitions: 0, deleted: 0 });
  });

  it('with no grace (the DuckDB engine), deletes the incoming objects in the run that writes their files', async () => {
    // 'Acme Corp' is no id shape: its partition is a hash (conversionTeamValue).
    const records = await report([
      conversion('team-a', '2025-04-01'),
      conversion('team-a', '2025-04-02'),
      conversion('team-b', '2025-04-02'),
      conversion('Acme Corp', '2025-04-02'),
    ]);
    expect(await compact(ungraced())).toEqual({ incoming: 4, partitions: 4, deleted: 4 });
    expect(await incomingKeys()).toEqual([]);
    expect(await compactedKeys()).toHaveLength(4);
    expect(await partitionFiles('Acme Corp', '2025-04-02')).toHaveLength(1);
    expect(await seen()).toEqual(byId(records));
  });

  it("merges a later run's lines with the newest file, and deletes the older file once its successor is past the grace", async () => {
    const first = await report([conversion('team-a', '2025-05-01'), conversion('team-a', '2025-05-01')]);
    await compact(graced(SECOND));
    const [older] = await partitionFiles('team-a', '2025-05-01');

    const second = await report([conversion('team-a', '2025-05-01'), conversion('team-a', '2025-05-01'), conversion('team-a', '2025-05-02')]);
    // The first objects go (their file is past the grace); the new lines make a new file per partition.
    expect(await compact(graced(2 * MINUTE))).toEqual({ incoming: 5, partitions: 2, deleted: 2 });
    const files = await partitionFiles('team-a', '2025-05-01');
    expect(files).toHaveLength(2);
    expect(files[0]).toBe(older);
    expect(new Map((await linesOf(files[1]!)).map((l) => [l.id, l]))).toEqual(byId([...first, ...second.slice(0, 2)]));
    expect(await seen()).toEqual(byId([...first, ...second]));

    // The new file is past the grace: the older one and the second objects go.
    expect(await compact(graced(4 * MINUTE))).toEqual({ incoming: 3, partitions: 0, deleted: 4 });
    expect(await partitionFiles('team-a', '2025-05-01')).toEqual([files[1]]);
    expect(await incomingKeys()).toEqual([]);
    expect(await seen()).toEqual(byId([...first, ...second]));
  });

  it("names a file after the newest one when that one's clock is not behind now", async () => {
    const now = at(10 * MINUTE);
    await report([conversion('team-a', '2025-06-01')]);
    await compact({ now, minAgeMs: 0, graceMs: 0 });
    expect(await partitionFiles('team-a', '2025-06-01')).toEqual([compactedConversionKey('team-a', '2025-06-01', now.getTime())]);
    const records = await report([conversion('team-a', '2025-06-01')]);
    await compact(ungraced());
    expect(await partitionFiles('team-a', '2025-06-01')).toEqual([compactedConversionKey('team-a', '2025-06-01', now.getTime() + 1)]);
    expect((await seen()).size).toBe(2);
    expect((await seen()).get(records[0]!.id)).toEqual(byId(records).get(records[0]!.id));
  });

  it('keeps one line for a replayed conversion (the same id compacted and incoming again)', async () => {
    const records = await report([conversion('team-a', '2025-07-01'), conversion('team-a', '2025-07-01')]);
    await compact(graced(SECOND));
    await compact(graced(2 * MINUTE));
    const [file] = await partitionFiles('team-a', '2025-07-01');
    expect(await incomingKeys()).toEqual([]);

    // The replay rewrites its incoming object (the same key); the file already holds the line.
    await report([records[0]!]);
    expect(await incomingKeys()).toEqual([incomingConversionKey('team-a', reportedAt.get(records[0]!.id)!, records[0]!.id)]);
    expect(await compact(graced(4 * MINUTE))).toEqual({ incoming: 1, partitions: 0, deleted: 1 });
    expect(await partitionFiles('team-a', '2025-07-01')).toEqual([file]);
    expect(await linesOf(file!)).toHaveLength(2);

    // Replayed again beside a new conversion of the same day: the new file holds each id once.
    const added = await report([records[1]!, conversion('team-a', '2025-07-01')]);
    await compact(ungraced());
    const files = await partitionFiles('team-a', '2025-07-01');
    expect(files).toHaveLength(1);
    const lines = await linesOf(files[0]!);
    expect(lines.map((l) => l.id).sort()).toEqual([records[0]!.id, records[1]!.id, added[1]!.id].sort());
  });

  it.each(['partition-written', 'partitions-written', 'deleting'] as const)(
    'loses nothing when a run stops at %s, and the next run finishes',
    async (stopAt) => {
      // A first batch compacted, then new lines for the same partitions and others, one of them a replay.
      const first = await report([conversion('team-a', '2025-08-01'), conversion('team-a', '2025-08-02'), conversion('team-b', '2025-08-01')]);
      await compact(ungraced());
      const second = await report([first[0]!, conversion('team-a', '2025-08-01'), conversion('team-b', '2025-08-01'), conversion('team-b', '2025-08-03')]);
      const everything = byId([...first, ...second]);

      const steps: ConversionCompactionStep['step'][] = [];
      const crashed = compact({
        ...ungraced(),
        onStep: (step) => {
          steps.push(step.step);
          if (step.step === stopAt) throw new Error(`stopped at ${stopAt}`);
        },
      });
      await expect(crashed).rejects.toThrow(`stopped at ${stopAt}`);
      expect(steps.at(-1)).toBe(stopAt);
      expect(await seen()).toEqual(everything);
      expect((await incomingKeys()).length).toBeGreaterThan(0);

      await compact(ungraced());
      expect(await incomingKeys()).toEqual([]);
      // One file per partition, each id once.
      const files = await compactedKeys();
      expect(files).toHaveLength(4);
      const lines = (await Promise.all(files.map(linesOf))).flat();
      expect(lines).toHaveLength(everything.size);
      expect(await seen()).toEqual(everything);
    },
  );

  it('logs and skips malformed lines, and leaves keys that are not incoming conversions alone', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const good = conversion('team-a', '2025-09-01');
    const mixed = incomingConversionKey('team-a', Date.now(), randomUUID());
    const lines = [
      store.conversionLine(good),
      'not json',
      JSON.stringify({ teamId: 'team-a', clickTime: good.clickTime }), // no id
      store.conversionLine({ ...conversion('team-b', '2025-09-01') }), // another team's line under team-a
      store.conversionLine({ ...conversion('team-a', '2025-09-01'), clickTime: 'yesterday' }),
      '[1, 2]',
    ];
    await clickStore.putClickLogObject(mixed, `${lines.join('\n')}\n`, 'application/x-ndjson');
    const garbage = incomingConversionKey('team-a', Date.now(), randomUUID());
    await clickStore.putClickLogObject(garbage, '{"id": \n', 'application/x-ndjson');
    const stray = `${CONVERSION_INCOMING_PREFIX}README.txt`;
    await clickStore.putClickLogObject(stray, 'not a conversion', 'text/plain');

    expect(await compact(ungraced())).toEqual({ incoming: 2, partitions: 1, deleted: 2 });
    const [file] = await partitionFiles('team-a', '2025-09-01');
    expect(await linesOf(file!)).toEqual([JSON.parse(store.conversionLine(good))]);
    expect(await incomingKeys()).toEqual([stray]);
    // Five bad lines in the first object, one in the second, and the stray key.
    expect(warn).toHaveBeenCalledTimes(7);
    expect(
      warn.mock.calls
        .map(([, detail]) => (detail as { reason?: string }).reason)
        .filter(Boolean)
        .sort(),
    ).toEqual(['no click time', 'no id', 'not JSON', 'not JSON', 'not an object', 'not the partition team'].sort());
  });

  it('leaves a partition whose compacted file cannot be read as it is (logged), and compacts the others', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const broken = await report([conversion('team-a', '2025-11-01')]);
    const corrupt = compactedConversionKey('team-a', '2025-11-01', Date.now() - MINUTE);
    await clickStore.putClickLogObject(corrupt, 'not gzip at all', 'application/x-ndjson');
    const others = await report([conversion('team-b', '2025-11-01'), conversion('team-a', '2025-11-02')]);

    expect(await compact(ungraced())).toEqual({ incoming: 3, partitions: 2, deleted: 2 });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![1]).toMatchObject({ team: 'team-a', day: '2025-11-01' });
    // The broken partition: its file and its incoming object untouched; the others compacted.
    expect(await partitionFiles('team-a', '2025-11-01')).toEqual([corrupt]);
    expect(await incomingKeys()).toHaveLength(1);
    expect((await linesOf((await incomingKeys())[0]!)).map((l) => l.id)).toEqual([broken[0]!.id]);
    for (const r of others) expect(await partitionFiles(r.teamId, r.clickTime.slice(0, 10)), r.teamId).toHaveLength(1);
  });

  it('runs as the last step of the click-log compaction, and reports its figures there', async () => {
    const records = await report([conversion('team-a', '2025-10-01'), conversion('team-b', '2025-10-02')]);
    const summary = await compactClickLog({ now: at(SECOND), minAgeMs: 0, graceMs: 0, rawIpDays: 100_000 });
    expect(summary).toMatchObject({ conversionsCompacted: 2, conversionFiles: 2, conversionObjectsDeleted: 2 });
    expect(await incomingKeys()).toEqual([]);
    expect(await seen()).toEqual(byId(records));
  });
});
