import { CopyObjectCommand, DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import {
  CLICK_LOG_COMPACT_PREFIX,
  CLICK_LOG_GENERATION_PREFIX,
  CLICK_LOG_MANIFEST_PREFIX,
  CLICK_LOG_PREFIX,
  CLICK_LOG_STATE_KEY,
  clickLogDayPrefix,
  dayOfClickLogKey,
  EMPTY_CLICK_LOG_STATE,
  partitionOf,
  rawObjectName,
  type ClickLogState,
  type ClickRecord,
} from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { s3 } from '#lib/clients.js';
import { config } from '#lib/config.js';
import { rawBucketDayPrefix, rawBucketOf, type CommittedState } from './click-log-files.js';

/**
 * The click log in S3 (layout: shared/src/click-log.ts). Every reader and writer of the
 * log's objects goes through here: the click worker appends raw batches, compaction and the
 * local analytics engine list, read, write and delete objects.
 */

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

const bucket = () => config.clickLog().bucket;

// The day-partition helpers are the layout's (shared), kept importable from here with the keys.
export { clickLogDayPrefix, dayOfClickLogKey };

/**
 * A raw batch's key: clicks/tb=<hNN>/dt=YYYY-MM-DD/w<ms>-<uuid>.json.gz with a team bucket
 * (click-log-files.ts), else the day-only layout clicks/dt=YYYY-MM-DD/w<ms>-<uuid>.json.gz that came
 * before it; `<ms>` the clock when the object is named, just before its PUT (compaction's generations go by it).
 */
export function clickLogKey(date: Date, id: string = randomUUID(), namedAt: number = Date.now(), bucket?: string): string {
  const day = partitionOf(date.toISOString());
  return `${bucket ? rawBucketDayPrefix(bucket, day) : clickLogDayPrefix(CLICK_LOG_PREFIX, day)}${rawObjectName(namedAt, id)}`;
}

// Key shapes of the team layout (no I/O): click-log-files.ts, re-exported with the rest of the layout.
export {
  DAY_ONLY_UNIT,
  isCompactionUnit,
  layoutBucketInRaw,
  layoutFileOf,
  LAYOUT_FILE_PATTERN,
  RAW_BUCKETS,
  rawBucketOf,
  rawUnitOf,
  teamLayoutKey,
  type CommittedState,
  type FileKind,
  type MergeState,
} from './click-log-files.js';

/** A generation's manifest: click-log-generations/g<G>.json */
export const generationManifestKey = (generation: string): string => `${CLICK_LOG_GENERATION_PREFIX}g${generation}.json`;

/** A compacted file: clicks-compact/dt=YYYY-MM-DD/<name>.parquet */
export const compactClickLogKey = (day: string, name: string): string => `${clickLogDayPrefix(CLICK_LOG_COMPACT_PREFIX, day)}${name}.parquet`;

/** The manifest of the compacted file of the same name: click-log-manifests/dt=YYYY-MM-DD/<name>.json */
export const clickLogManifestKey = (day: string, name: string): string => `${clickLogDayPrefix(CLICK_LOG_MANIFEST_PREFIX, day)}${name}.json`;

/**
 * Writes one day's click-log lines as gzip NDJSON, one object per team bucket the lines touch (one
 * PUT each); answers the object keys. `dayOnly`: one object in the day-only layout (the layout before
 * team buckets; tests of its migration write it).
 */
export async function putClickLogBatch(events: readonly ClickRecord[], date: Date, dayOnly = false): Promise<string[]> {
  const byBucket = new Map<string | undefined, ClickRecord[]>();
  for (const e of events) {
    const b = dayOnly ? undefined : rawBucketOf(e.teamId);
    const list = byBucket.get(b);
    if (list) list.push(e);
    else byBucket.set(b, [e]);
  }
  return Promise.all(
    [...byBucket].map(async ([b, lines]) => {
      const key = clickLogKey(date, randomUUID(), Date.now(), b);
      const body = await gzipAsync(`${lines.map((e) => JSON.stringify(e)).join('\n')}\n`);
      await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: 'application/x-ndjson', ContentEncoding: 'gzip' }));
      return key;
    }),
  );
}

export interface ClickLogObject {
  key: string;
  size: number;
  lastModified: Date;
}

/** Every object under `prefix` (paged through ListObjectsV2), from after `startAfter` when given. */
export async function listClickLogObjects(prefix: string, startAfter?: string): Promise<ClickLogObject[]> {
  const objects: ClickLogObject[] = [];
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, ContinuationToken: token, ...(token ? {} : startAfter ? { StartAfter: startAfter } : {}) }),
    );
    for (const o of page.Contents ?? []) {
      if (o.Key) objects.push({ key: o.Key, size: o.Size ?? 0, lastModified: o.LastModified ?? new Date(0) });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

/** An object's bytes; a raw `.json.gz` batch comes back unzipped (NDJSON). */
export async function getClickLogObject(key: string): Promise<Uint8Array> {
  const answer = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  const bytes = await answer.Body!.transformToByteArray();
  return key.endsWith('.gz') ? new Uint8Array(await gunzipAsync(bytes)) : bytes;
}

/** The lines of a raw batch object. */
export async function readClickLogBatch(key: string): Promise<ClickRecord[]> {
  const text = Buffer.from(await getClickLogObject(key)).toString('utf8');
  const lines: ClickRecord[] = [];
  for (const line of text.split('\n')) if (line.trim()) lines.push(JSON.parse(line) as ClickRecord);
  return lines;
}

export async function putClickLogObject(key: string, body: Uint8Array | string, contentType: string): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
}

/** A copy within the bucket (S3 copies it; nothing passes through here). */
export async function copyClickLogObject(from: string, to: string): Promise<void> {
  await s3().send(new CopyObjectCommand({ Bucket: bucket(), Key: to, CopySource: encodeURI(`${bucket()}/${from}`) }));
}

/** Deletes objects, 1,000 per call (S3's limit). */
export async function deleteClickLogObjects(keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const chunk = keys.slice(i, i + 1000);
    const answer = await s3().send(new DeleteObjectsCommand({ Bucket: bucket(), Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true } }));
    if (answer.Errors?.length) throw new Error(`Could not delete ${answer.Errors.length} click-log objects: ${answer.Errors[0]?.Message ?? ''}`);
  }
}

/** Which raw objects a compacted file holds (written after the file, before those objects are deleted). */
export interface ClickLogManifest {
  /** Raw object keys, sorted. */
  sources: string[];
  /** Lines in the compacted file (one per click id). */
  rows: number;
  /** Key of the compacted file. */
  parquet: string;
  createdAt: string;
}

export async function putClickLogManifest(key: string, manifest: ClickLogManifest): Promise<void> {
  await putClickLogObject(key, JSON.stringify(manifest), 'application/json');
}

export async function readClickLogManifest(key: string): Promise<ClickLogManifest> {
  return JSON.parse(Buffer.from(await getClickLogObject(key)).toString('utf8')) as ClickLogManifest;
}

/** One file a generation wrote. */
export interface GenerationFile {
  key: string;
  bucket: string;
  day: string;
  rows: number;
  /** Click times of its rows (ISO), first and last. */
  minTime: string;
  maxTime: string;
}

/** What a generation holds (written before its commit): its raw sources, and the files made of them. */
export interface GenerationManifest {
  generation: string;
  /** The watermark it followed: its sources are the raw objects named in [previous, generation). */
  previous: string;
  sources: string[];
  files: GenerationFile[];
  rollups: string[];
  createdAt: string;
  /**
   * The plan of a generation compacted in units (one per raw team bucket, `dt` for the day-only layout):
   * each unit's sources. Absent in a manifest written before units (one unit, `sources`).
   * `files` and `rollups` are filled from the units' parts at the commit.
   */
  units?: Record<string, string[]>;
}

/** What one unit of a generation wrote (its done mark: written after its files). */
export interface GenerationPart {
  generation: string;
  unit: string;
  files: GenerationFile[];
  rollups: string[];
  /** Teams of this unit that get files of their own from this generation on, with the day. */
  bigTeams: Record<string, string>;
  /** Clicks written (one per id). */
  rows: number;
}

/** A unit's part: click-log-generations/parts/g<G>/<unit>.json (outside the manifests' `g<G>.json` names). */
export const generationPartKey = (generation: string, unit: string): string => `${CLICK_LOG_GENERATION_PREFIX}parts/g${generation}/${unit}.json`;

export async function putGenerationPart(part: GenerationPart): Promise<void> {
  await putClickLogObject(generationPartKey(part.generation, part.unit), JSON.stringify(part), 'application/json');
}

/** The parts of generation G written so far, by unit. */
export async function readGenerationParts(generation: string): Promise<Map<string, GenerationPart>> {
  const parts = new Map<string, GenerationPart>();
  for (const o of await listClickLogObjects(`${CLICK_LOG_GENERATION_PREFIX}parts/g${generation}/`)) {
    const part = JSON.parse(Buffer.from(await getClickLogObject(o.key)).toString('utf8')) as GenerationPart;
    parts.set(part.unit, part);
  }
  return parts;
}

/** Whether unit's part of generation G is written (the unit is done). */
export async function hasGenerationPart(generation: string, unit: string): Promise<boolean> {
  return (await listClickLogObjects(generationPartKey(generation, unit))).length > 0;
}

/** Deletes generation G's parts (after its commit). */
export async function deleteGenerationParts(generation: string): Promise<void> {
  const keys = (await listClickLogObjects(`${CLICK_LOG_GENERATION_PREFIX}parts/g${generation}/`)).map((o) => o.key);
  if (keys.length) await deleteClickLogObjects(keys);
}

export async function putGenerationManifest(manifest: GenerationManifest): Promise<void> {
  await putClickLogObject(generationManifestKey(manifest.generation), JSON.stringify(manifest), 'application/json');
}

/** Generations after `watermark` whose manifest is written: begun, not committed (a run stopped before its commit), oldest first. */
export async function pendingGenerations(watermark: string): Promise<string[]> {
  return (await listClickLogObjects(CLICK_LOG_GENERATION_PREFIX, generationManifestKey(watermark)))
    .map((o) => /g(\d{13})\.json$/.exec(o.key)?.[1])
    .filter((g): g is string => g !== undefined && g > watermark)
    .sort();
}

export async function readGenerationManifest(generation: string): Promise<GenerationManifest | undefined> {
  try {
    return JSON.parse(Buffer.from(await getClickLogObject(generationManifestKey(generation))).toString('utf8')) as GenerationManifest;
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

/** The commit (shared/src/click-log.ts); the empty state when nothing was committed yet. */
export async function readClickLogState(): Promise<CommittedState> {
  try {
    return { ...EMPTY_CLICK_LOG_STATE, ...(JSON.parse(Buffer.from(await getClickLogObject(CLICK_LOG_STATE_KEY)).toString('utf8')) as Partial<ClickLogState>) };
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return EMPTY_CLICK_LOG_STATE;
    throw error;
  }
}

/** One PUT: atomic for every reader (compaction is the only writer, one run at a time). */
export async function putClickLogState(state: CommittedState): Promise<void> {
  await putClickLogObject(CLICK_LOG_STATE_KEY, JSON.stringify(state), 'application/json');
}
