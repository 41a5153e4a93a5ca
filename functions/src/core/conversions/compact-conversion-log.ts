import { compactedConversionKey, conversionTeamValue, parseConversionKey, type ConversionRecord } from '@kisa/shared';
import type { ClickLogObject } from '#data/clicks/click-log-store.js';
import {
  conversionLine,
  deleteConversionObjects,
  listCompactedConversions,
  listIncomingConversions,
  putCompactedConversions,
  readConversionLines,
} from '#data/conversions/conversion-log-store.js';
import { logger } from '#lib/logger.js';

/**
 * Compaction of the conversion log (layout: shared/src/conversions.ts). Readers take a
 * team's incoming objects and all its compacted files and keep one line per conversion `id`, so
 * a line may sit in two places at once but must always sit in one. A run:
 * 1. lists `conversions-incoming/`; objects older than `minAgeMs` (LastModified) are eligible.
 *    Reads them and groups their lines by team partition and click day (clickTime's UTC day);
 * 2. per partition: reads its newest compacted file (largest clock; it holds every line of the
 *    older ones), merges the incoming lines in (one line per id, the incoming line wins) and, if
 *    that changes anything, writes `c<clock>.json.gz` (clock: now, or the newest's + 1);
 * 3. only once every partition of the run is done, deletes
 *    - an incoming object older than `minAgeMs + graceMs` once a compacted file that has been
 *      readable for `graceMs` holds its lines (a file read in step 2, or with no grace the one just
 *      written): an object first merged now goes on the next run, which finds it already merged;
 *    - in each partition of the run, a compacted file whose successor (the next newer file) is
 *      older than `graceMs`.
 * The grace keeps what a reader has listed readable for the length of a query. A partition whose
 * compacted file cannot be read is logged and left whole (its incoming objects too), the others go on. Malformed lines
 * are logged (with their text) and skipped; an incoming object is deleted only by the rules above
 * (one with no valid line, once old enough). Whichever step a run stops at, every conversion is
 * still in an incoming object or a compacted file, and the next run finishes the work.
 */

export type ConversionCompactionStep =
  | { step: 'partition-written'; team: string; day: string; key: string }
  /** Every partition of the run is written (or needed no new file); deletions follow. */
  | { step: 'partitions-written' }
  | { step: 'deleting'; keys: readonly string[] };

export interface CompactConversionLogOptions {
  /** Default: now. */
  now?: Date;
  /** Incoming objects younger than this (by LastModified) are left for a later run. Default 2 minutes. */
  minAgeMs?: number;
  /** How long a superseded object stays readable. Default 10 minutes. */
  graceMs?: number;
  /** Awaited after each step; tests inject failures here. */
  onStep?: (step: ConversionCompactionStep) => Promise<void> | void;
}

export interface ConversionCompactionSummary {
  /** Incoming objects merged by this run. */
  incoming: number;
  /** Compacted files written. */
  partitions: number;
  /** Objects deleted (incoming and superseded compacted files). */
  deleted: number;
}

const MINUTE = 60_000;
/** Objects read at once. */
const READ_AHEAD = 16;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface IncomingObject extends ClickLogObject {
  /** The partition and id of each valid line it holds. */
  lines: { partition: string; id: string }[];
}

interface Partition {
  /** The team partition's value (conversionTeamValue), and one of the team ids it holds (to build its keys). */
  team: string;
  teamId: string;
  day: string;
  /** Incoming lines by id (the latest object's wins). */
  incoming: Map<string, string>;
}

/** What a partition looked like before this run, and what it holds after. */
interface PartitionResult {
  files: (ClickLogObject & { clock: number })[];
  /** The newest file before this run and its lines by id. */
  previous?: { object: ClickLogObject; lines: Map<string, string> };
  written?: string;
  /** Lines by id after the merge. */
  merged: Map<string, string>;
}

export async function compactConversionLog(options: CompactConversionLogOptions = {}): Promise<ConversionCompactionSummary> {
  const now = options.now ?? new Date();
  const minAgeMs = options.minAgeMs ?? 2 * MINUTE;
  const graceMs = options.graceMs ?? 10 * MINUTE;
  const ageOf = (o: ClickLogObject) => now.getTime() - o.lastModified.getTime();
  const summary: ConversionCompactionSummary = { incoming: 0, partitions: 0, deleted: 0 };

  // 1. Eligible incoming objects, oldest name first (a later line of the same id wins).
  const eligible: (ClickLogObject & { team: string })[] = [];
  for (const object of await listIncomingConversions()) {
    const team = parseConversionKey(object.key)?.team;
    if (!team) logger.warn('Conversion log: not an incoming conversion key, left alone', { key: object.key });
    else if (ageOf(object) >= minAgeMs) eligible.push({ ...object, team });
  }
  eligible.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const incoming: IncomingObject[] = [];
  const partitions = new Map<string, Partition>();
  for (let i = 0; i < eligible.length; i += READ_AHEAD) {
    const slice = eligible.slice(i, i + READ_AHEAD);
    const texts = await Promise.all(slice.map((o) => readConversionLines(o.key)));
    for (const [j, { team, ...object }] of slice.entries()) {
      const entry: IncomingObject = { ...object, lines: [] };
      for (const [n, text] of texts[j]!.entries()) {
        const record = parseLine(text, object.key, n, team);
        if (!record) continue;
        const day = record.clickTime.slice(0, 10);
        const partition = `${team}/${day}`;
        if (!partitions.has(partition)) partitions.set(partition, { team, teamId: record.teamId, day, incoming: new Map() });
        partitions.get(partition)!.incoming.set(record.id, conversionLine(record));
        entry.lines.push({ partition, id: record.id });
      }
      incoming.push(entry);
    }
  }
  summary.incoming = incoming.length;

  // 2. One merged file per partition that changed.
  const results = new Map<string, PartitionResult>();
  for (const [name, partition] of [...partitions].sort(([a], [b]) => (a < b ? -1 : 1))) {
    let result: PartitionResult;
    try {
      result = await mergePartition(partition, now);
    } catch (error) {
      // One partition's unreadable file (or a failed read) must not hold back every other team's:
      // this one keeps its incoming objects and files (nothing of it is deleted below) until a run reads it.
      logger.error('Conversion log: a partition could not be compacted, left as it is', { team: partition.team, day: partition.day, error: error as Error });
      continue;
    }
    results.set(name, result);
    if (result.written) {
      summary.partitions++;
      await options.onStep?.({ step: 'partition-written', team: partition.team, day: partition.day, key: result.written });
    }
  }
  await options.onStep?.({ step: 'partitions-written' });

  // 3. Deletions, once everything of the run is written.
  const held = (partition: string, id: string): boolean => {
    const result = results.get(partition);
    if (!result) return false; // its compaction failed
    if (graceMs <= 0) return true; // no reader to wait for: the partition is written
    const previous = result.previous;
    return previous !== undefined && ageOf(previous.object) >= graceMs && previous.lines.get(id) === result.merged.get(id);
  };
  const doomed = incoming.filter((o) => ageOf(o) >= minAgeMs + graceMs && o.lines.every((l) => held(l.partition, l.id))).map((o) => o.key);
  for (const { files, written } of results.values()) {
    const all: ClickLogObject[] = written ? [...files, { key: written, lastModified: now, size: 0 }] : files;
    for (let i = 0; i + 1 < all.length; i++) if (ageOf(all[i + 1]!) >= graceMs) doomed.push(all[i]!.key);
  }
  if (doomed.length) {
    await options.onStep?.({ step: 'deleting', keys: doomed });
    await deleteConversionObjects(doomed);
    summary.deleted = doomed.length;
  }
  return summary;
}

/** Reads a partition's newest compacted file, merges the incoming lines in, and writes a new file if anything changed. */
async function mergePartition({ team, teamId, day, incoming }: Partition, now: Date): Promise<PartitionResult> {
  const files = (await listCompactedConversions(teamId, day))
    .flatMap((o) => {
      const parsed = o.key.endsWith('.json.gz') ? parseConversionKey(o.key) : null;
      return parsed?.day === day && parsed.team === team ? [{ ...o, clock: Number(parsed.clock) }] : [];
    })
    .sort((a, b) => a.clock - b.clock);
  const newest = files.at(-1);
  const merged = new Map<string, string>();
  let previous: PartitionResult['previous'];
  if (newest) {
    const lines = new Map<string, string>();
    for (const [n, text] of (await readConversionLines(newest.key)).entries()) {
      const record = parseLine(text, newest.key, n, team);
      if (record) lines.set(record.id, conversionLine(record));
    }
    previous = { object: newest, lines };
    for (const [id, line] of lines) merged.set(id, line);
  }
  let changed = !newest;
  for (const [id, line] of incoming) {
    if (merged.get(id) !== line) changed = true;
    merged.set(id, line);
  }
  if (!changed) return { files, previous, merged };
  const clock = newest && newest.clock >= now.getTime() ? newest.clock + 1 : now.getTime();
  const key = compactedConversionKey(teamId, day, clock);
  await putCompactedConversions(key, [...merged.values()].sort());
  return { files, previous, merged, written: key };
}

/** A line as a record, or null (logged): JSON with an id, a team of the key's partition and a click time. */
function parseLine(text: string, key: string, index: number, team: string): ConversionRecord | null {
  let reason: string;
  try {
    const value: unknown = JSON.parse(text);
    const record = value as Partial<ConversionRecord> | null;
    if (typeof record !== 'object' || record === null || Array.isArray(record)) reason = 'not an object';
    else if (typeof record.id !== 'string' || !record.id) reason = 'no id';
    else if (typeof record.teamId !== 'string' || conversionTeamValue(record.teamId) !== team) reason = 'not the partition team';
    else if (typeof record.clickTime !== 'string' || !DAY.test(record.clickTime.slice(0, 10)) || Number.isNaN(Date.parse(record.clickTime)))
      reason = 'no click time';
    else return record as ConversionRecord;
  } catch {
    reason = 'not JSON';
  }
  logger.warn('Conversion log: malformed line skipped', { key, line: index + 1, reason, text: text.slice(0, 2_000) });
  return null;
}
