import { addDays, CLICK_LOG_COMPACT_PREFIX, CLICK_LOG_MANIFEST_PREFIX, CLICK_LOG_PREFIX, rawObjectClock, truncateIp, type ClickRecord } from '@kisa/shared';
import { createHash } from 'node:crypto';
import { encodeClickLogParquet, PARQUET_CONTENT_TYPE } from '#data/clicks/click-log-parquet.js';
import {
  clickLogDayPrefix,
  clickLogManifestKey,
  compactClickLogKey,
  dayOfClickLogKey,
  deleteClickLogObjects,
  listClickLogObjects,
  putClickLogManifest,
  putClickLogObject,
  readClickLogBatch,
  readClickLogManifest,
  readClickLogState,
  type ClickLogObject,
} from '#data/clicks/click-log-store.js';
import { compactConversionLog } from '#core/conversions/compact-conversion-log.js';
import { config } from '#lib/config.js';
import { compactGenerations, type GenerationDefaults, type RunUnits } from './compact-generations.js';
import { mergeDays, type MergeDefaults } from './merge-days.js';
import { truncateOldAddresses } from './truncate-addresses.js';

/**
 * Compaction of the click log (layout: shared/src/click-log.ts; protocol: docs/DATA-MODEL.md).
 * A run does five things, in order:
 * 1. legacy raw objects (named without a clock, from before the team layout) go the legacy way, below;
 * 2. clock-named raw objects go into the team layout and its rollups, in generations
 *    (compact-generations.ts);
 * 3. closed days (and the current one, every few hours) are merged into one set of files per
 *    team bucket (merge-days.ts);
 * 4. visitor addresses of days past CLICK_LOG_RAW_IP_DAYS are truncated (truncate-addresses.ts);
 * 5. the conversion log's incoming objects are merged into its per-team, per-day files
 *    (core/conversions/compact-conversion-log.ts), with the same `graceMs` — also when `stopBy`
 *    cut the click log's work short (it is small, and would otherwise wait behind a backlog).
 *
 * The legacy way: raw batch objects of a day become one Parquet file per chunk, in three steps, each durable
 * before the next: the Parquet file, its manifest (which raw objects it holds), then the raw
 * objects are deleted. Readers keep one line per click id over raw + compacted, so a click is
 * never lost (its raw object goes only once a file holding it exists) nor counted twice,
 * whichever step a run stops at; the next run deletes what a manifest already covers and
 * compacts the rest.
 */

export type CompactionStep =
  | { step: 'parquet-written'; day: string; key: string }
  | { step: 'manifest-written'; day: string; key: string }
  | { step: 'generation-manifest-written' | 'generation-committed'; day: '*'; key: string }
  /** A unit of a generation (compact-unit.ts): its files written, then its part (key: `<G>/<unit>`). */
  | { step: 'generation-files-written' | 'generation-part-written'; day: '*'; key: string }
  /** A day's merge: one team bucket's files written (key: its rollup), then the commit (key: the merge's number). */
  | { step: 'merge-bucket-written' | 'merge-committed'; day: string; key: string }
  | { step: 'deleting-sources'; day: string; keys: readonly string[] };

export interface CompactClickLogOptions extends Partial<GenerationDefaults>, Partial<MergeDefaults> {
  /** Days visitor addresses are kept whole. Default: config (CLICK_LOG_RAW_IP_DAYS, 30). */
  rawIpDays?: number;
  /** Default: now. */
  now?: Date;
  /** Raw objects younger than this (by LastModified) are left for a later run. Default 5 minutes (incoming conversions: 2, unless given). */
  minAgeMs?: number;
  /** Chunk limits: one Parquet file holds at most this many raw objects… Default 2,000. */
  maxObjectsPerFile?: number;
  /** …and about this many lines (a single larger object still makes one file). Default 1,000,000. */
  maxLinesPerFile?: number;
  /** No new chunk starts after this (a Lambda's deadline; the first one always does); the next run carries on. */
  stopBy?: Date;
  /** Awaited after each step; tests inject failures here. */
  onStep?: (step: CompactionStep) => Promise<void> | void;
  /** How a generation's units get done (compact-generations.ts). Default: in this process, a few at a time. */
  runUnits?: RunUnits;
}

export interface CompactionSummary {
  /** Days with raw objects old enough to compact. */
  days: number;
  /** Raw objects compacted into files by this run. */
  sourcesCompacted: number;
  /** Raw objects deleted because an earlier run's manifest already covered them. */
  sourcesResumed: number;
  filesWritten: number;
  /** Lines in the files written (one per click id). */
  rows: number;
  /** Whether `stopBy` left work for the next run. */
  stoppedEarly: boolean;
  /** Generations committed (team layout), and the units (raw team buckets) they were done in. */
  generations: number;
  units: number;
  /** Rollup files written with them. */
  rollupFiles: number;
  /** Compacted files rewritten with truncated visitor addresses. */
  addressFilesTruncated: number;
  /** Days merged (merge-days.ts), files they wrote or copied, and superseded files deleted. */
  daysMerged: number;
  mergedFiles: number;
  filesSwept: number;
  /** The conversion log (step 5): incoming objects merged, compacted files written, objects deleted. */
  conversionsCompacted: number;
  conversionFiles: number;
  conversionObjectsDeleted: number;
  /** When the run ends: the age (seconds) of the oldest raw click-log object it listed that no commit holds yet; 0 for none (metric CompactionLagSeconds). */
  lagSeconds: number;
}

/** The summary of a run that found nothing to do; a run counts up from it. */
export function nothingCompacted(): CompactionSummary {
  return {
    days: 0,
    sourcesCompacted: 0,
    sourcesResumed: 0,
    filesWritten: 0,
    rows: 0,
    stoppedEarly: false,
    generations: 0,
    units: 0,
    rollupFiles: 0,
    addressFilesTruncated: 0,
    daysMerged: 0,
    mergedFiles: 0,
    filesSwept: 0,
    conversionsCompacted: 0,
    conversionFiles: 0,
    conversionObjectsDeleted: 0,
    lagSeconds: 0,
  };
}

const MINUTE = 60_000;
/** Raw objects read at once. */
const READ_AHEAD = 8;

export async function compactClickLog(options: CompactClickLogOptions = {}): Promise<CompactionSummary> {
  const now = options.now ?? new Date();
  const summary = await compactClicks(options, now);
  const conversions = await compactConversionLog({
    now,
    ...(options.graceMs !== undefined ? { graceMs: options.graceMs } : {}),
    ...(options.minAgeMs !== undefined ? { minAgeMs: options.minAgeMs } : {}),
  });
  return { ...summary, conversionsCompacted: conversions.incoming, conversionFiles: conversions.partitions, conversionObjectsDeleted: conversions.deleted };
}

/** Steps 1–4 (the click log). */
async function compactClicks(options: CompactClickLogOptions, now: Date): Promise<CompactionSummary> {
  const cutoff = now.getTime() - (options.minAgeMs ?? 5 * MINUTE);
  const summary = nothingCompacted();
  const rawIpDays = options.rawIpDays ?? config.clickLog().rawIpDays;
  const raw = await listClickLogObjects(CLICK_LOG_PREFIX);
  // Checked between files, so every run makes progress.
  const outOfTime = () => summary.filesWritten > 0 && options.stopBy !== undefined && Date.now() > options.stopBy.getTime();

  const finish = async (stopped: boolean, legacyDone = true): Promise<CompactionSummary> => ({
    ...summary,
    stoppedEarly: stopped,
    lagSeconds: await lagOf(raw, now, legacyDone ? cutoff : Number.POSITIVE_INFINITY),
  });
  if (!(await compactLegacy(raw, options, now, cutoff, rawIpDays, summary, outOfTime))) return finish(true, false);
  if (await compactGenerations(raw, { ...options, rawIpDays }, now, summary, outOfTime)) return finish(true);
  if (await mergeDays({ ...options, rawIpDays }, now, summary)) return finish(true);
  const truncated = await truncateOldAddresses(rawIpDays, now, outOfTime);
  summary.addressFilesTruncated += truncated.files;
  return finish(truncated.stopped);
}

/**
 * Of the raw objects a run listed, the age of the oldest one no commit holds yet: clock-named at
 * or after the watermark (by its name's clock), or a legacy one the run left (younger than
 * `legacyLeftAfter`, by LastModified: the legacy step compacted the older ones).
 */
async function lagOf(raw: readonly ClickLogObject[], now: Date, legacyLeftAfter: number): Promise<number> {
  const { watermark } = await readClickLogState();
  let oldest = Number.POSITIVE_INFINITY;
  for (const o of raw) {
    const clock = rawObjectClock(o.key);
    if (clock !== undefined && clock >= watermark) oldest = Math.min(oldest, Number(clock));
    if (clock === undefined && dayOfClickLogKey(CLICK_LOG_PREFIX, o.key) && o.lastModified.getTime() > legacyLeftAfter)
      oldest = Math.min(oldest, o.lastModified.getTime());
  }
  return oldest === Number.POSITIVE_INFINITY ? 0 : Math.max(0, Math.round((now.getTime() - oldest) / 1000));
}

/** The legacy way (raw objects without a clock); answers false when `stopBy` cut it short. */
async function compactLegacy(
  raw: readonly { key: string; lastModified: Date }[],
  options: CompactClickLogOptions,
  now: Date,
  cutoff: number,
  rawIpDays: number,
  summary: CompactionSummary,
  outOfTime: () => boolean,
): Promise<boolean> {
  const ipCutoff = addDays(now.toISOString().slice(0, 10), -rawIpDays - 1);
  const byDay = new Map<string, string[]>();
  for (const o of raw) {
    const day = dayOfClickLogKey(CLICK_LOG_PREFIX, o.key);
    if (!day || rawObjectClock(o.key) !== undefined || o.lastModified.getTime() > cutoff) continue;
    const keys = byDay.get(day) ?? [];
    keys.push(o.key);
    byDay.set(day, keys);
  }

  for (const day of [...byDay.keys()].sort()) {
    if (outOfTime()) return false;
    summary.days++;
    const covered = await coveredByManifests(day);
    const keys = byDay.get(day)!;
    const resumed = keys.filter((k) => covered.has(k));
    if (resumed.length) {
      await deleteClickLogObjects(resumed);
      summary.sourcesResumed += resumed.length;
    }
    const todo = keys.filter((k) => !covered.has(k)).sort();
    for await (const chunk of chunks(todo, options)) {
      const lines = day <= ipCutoff ? chunk.lines.map((l) => ({ ...l, ip: truncateIp(l.ip) ?? l.ip })) : chunk.lines;
      const rows = await compactChunk(day, chunk.sources, lines, now, options.onStep);
      summary.filesWritten++;
      summary.sourcesCompacted += chunk.sources.length;
      summary.rows += rows;
      if (outOfTime()) return false;
    }
  }
  return true;
}

/** Raw keys of `day` named by a manifest whose Parquet file exists (a manifest is written after its file). */
async function coveredByManifests(day: string): Promise<Set<string>> {
  const covered = new Set<string>();
  const manifests = await listClickLogObjects(clickLogDayPrefix(CLICK_LOG_MANIFEST_PREFIX, day));
  if (!manifests.length) return covered;
  const files = new Set((await listClickLogObjects(clickLogDayPrefix(CLICK_LOG_COMPACT_PREFIX, day))).map((o) => o.key));
  for (const { key } of manifests) {
    const manifest = await readClickLogManifest(key);
    if (files.has(manifest.parquet)) for (const source of manifest.sources) covered.add(source);
  }
  return covered;
}

interface Chunk {
  sources: string[];
  lines: ClickRecord[];
}

/**
 * Consecutive runs of `keys` (sorted) within the limits, read READ_AHEAD objects at a time.
 * The same keys always split the same way, so a rerun over the same sources names the same file.
 */
async function* chunks(keys: readonly string[], options: CompactClickLogOptions): AsyncGenerator<Chunk> {
  const maxObjects = options.maxObjectsPerFile ?? 2_000;
  const maxLines = options.maxLinesPerFile ?? 1_000_000;
  let current: Chunk = { sources: [], lines: [] };
  for (let i = 0; i < keys.length; i += READ_AHEAD) {
    const slice = keys.slice(i, i + READ_AHEAD);
    const batches = await Promise.all(slice.map((key) => readClickLogBatch(key)));
    for (const [j, lines] of batches.entries()) {
      if (current.sources.length && (current.sources.length >= maxObjects || current.lines.length + lines.length > maxLines)) {
        yield current;
        current = { sources: [], lines: [] };
      }
      current.sources.push(slice[j]!);
      for (const line of lines) current.lines.push(line);
    }
  }
  if (current.sources.length) yield current;
}

/** Parquet file, then manifest, then the raw objects go; answers the rows written. */
async function compactChunk(
  day: string,
  sources: string[],
  lines: readonly ClickRecord[],
  now: Date,
  onStep: CompactClickLogOptions['onStep'],
): Promise<number> {
  const name = sourcesHash(sources);
  const rows = onePerId(lines);
  const parquet = compactClickLogKey(day, name);
  await putClickLogObject(parquet, encodeClickLogParquet(rows), PARQUET_CONTENT_TYPE);
  await onStep?.({ step: 'parquet-written', day, key: parquet });
  const manifest = clickLogManifestKey(day, name);
  await putClickLogManifest(manifest, { sources, rows: rows.length, parquet, createdAt: now.toISOString() });
  await onStep?.({ step: 'manifest-written', day, key: manifest });
  await onStep?.({ step: 'deleting-sources', day, keys: sources });
  await deleteClickLogObjects(sources);
  return rows.length;
}

/** A file's name from its sources: a rerun over the same sources overwrites the same key instead of adding a copy. */
export function sourcesHash(sources: readonly string[]): string {
  return createHash('sha256')
    .update([...sources].sort().join('\n'))
    .digest('hex')
    .slice(0, 32);
}

/** One line per click id (lines repeat under at-least-once delivery), in time order. */
export function onePerId(lines: readonly ClickRecord[]): ClickRecord[] {
  const byId = new Map<string, ClickRecord>();
  for (const line of lines) if (!byId.has(line.id)) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
