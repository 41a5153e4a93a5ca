import {
  addDays,
  CLICK_LOG_RETENTION_DAYS,
  CLICK_LOG_GENERATION_PREFIX,
  CLICK_LOG_TEAM_PREFIX,
  CLICK_ROLLUP_PREFIX,
  logClock,
  ownBucketOf,
  TEAM_HASH_BUCKETS,
  teamDayPrefix,
  truncateIp,
} from '@kisa/shared';
import { parquetReadObjects } from 'hyparquet';
import { encodeRollupParquet, encodeTeamLayoutParquet, PARQUET_CONTENT_TYPE, type TeamLayoutRow } from '#data/clicks/click-log-parquet.js';
import {
  copyClickLogObject,
  deleteClickLogObjects,
  getClickLogObject,
  layoutFileOf,
  listClickLogObjects,
  putClickLogObject,
  putClickLogState,
  readClickLogState,
  readGenerationManifest,
  teamLayoutKey,
  type ClickLogObject,
  type CommittedState,
} from '#data/clicks/click-log-store.js';
import type { CompactClickLogOptions, CompactionSummary } from './compact-click-log.js';
import { byTimeAndId, GENERATION_DEFAULTS } from './compact-generations.js';
import { rollupRowsOf } from './rollup-rows.js';

/**
 * The daily merge (layout and protocol: docs/DATA-MODEL.md "Click log compaction"). Compaction
 * writes one file per team bucket, day and generation — every 15 minutes, ~96 a day — and a query
 * opens every file of its partitions. Once a UTC day is closed (the watermark is `closeAfterMs`
 * past its end), each of its team buckets is merged into one set: `m<M>-p<n>.parquet` (the clicks,
 * one row per id, sorted by time) and `m<M>-r.parquet` (their rollup), M the watermark the merge
 * covers. The current day is merged the same way every `mergeAfterGenerations` generations (and a
 * closed day again if that many late ones arrive), so it never holds more than that many files.
 *
 * Readers go by the state: for a day with `merged[day] = M`, its `m<M>` files and the `g<G>` files
 * of generations after M (late clicks); other `m` files are not read. So a merge is committed by
 * one PUT of the state, like a generation: before it, readers take the day's generation files (the
 * new `m<M>` files are not read yet); after it, the `m<M>` files (and not the files merged into
 * them). The merged files are deleted after a grace (readers holding the older state), by the next
 * run in AWS. A run stopped before the commit left `m` files numbered above the day's merge: the
 * next run resumes that merge (same M, same inputs; buckets whose rollup is written are done). A
 * bucket whose inputs are one set already (a day one generation wrote, or a bucket no late click
 * reached) is copied under the new name, not read.
 *
 * Every step keeps the DuckDB engine's copy whole too: it keeps one row per click id, owned by the
 * newest object that holds it, and merged files are always newer than what they merge.
 */

export interface MergeDefaults {
  /** A day is closed once the watermark is this far past its end (late batches of its clicks are in by then). Default 1 hour. */
  closeAfterMs: number;
  /** A day not closed (or closed and merged) is merged again once this many generations wrote files of it. Default 24 (6 hours at 15-minute runs). */
  mergeAfterGenerations: number;
}

export const MERGE_DEFAULTS: MergeDefaults = { closeAfterMs: 3_600_000, mergeAfterGenerations: 24 };

type Options = CompactClickLogOptions & Partial<MergeDefaults> & { graceMs?: number };

/** Team buckets listed at once. */
const LISTS_AT_ONCE = 16;
const NOTHING = logClock(0);

/** Merges the days that are due; answers whether `stopBy` cut the run short (the next run resumes). */
export async function mergeDays(options: Options, now: Date, summary: CompactionSummary): Promise<boolean> {
  const o = { ...MERGE_DEFAULTS, graceMs: GENERATION_DEFAULTS.graceMs, ...options };
  const outOfTime = () => options.stopBy !== undefined && Date.now() > options.stopBy.getTime();
  let state = await readClickLogState();
  const before = JSON.stringify(state);

  state = await sweep(state, o, summary);
  if (state.unmerged === undefined) state = { ...state, unmerged: await countGenerationsPerDay(state.watermark) };

  const closeOf = (day: string) => logClock(Date.parse(`${addDays(day, 1)}T00:00:00.000Z`) + o.closeAfterMs);
  const due = Object.entries(state.unmerged ?? {})
    .filter(([day, n]) => {
      const closed = state.watermark >= closeOf(day);
      const final = (state.merged?.[day] ?? NOTHING) >= closeOf(day);
      return (closed && !final) || n >= o.mergeAfterGenerations;
    })
    .map(([day]) => day)
    .sort();
  let stopped = false;
  for (const day of due) {
    if (outOfTime()) {
      stopped = true;
      break;
    }
    const merged = await mergeDay(state, day, o, now, summary, outOfTime);
    if (!merged) {
      stopped = true;
      break;
    }
    state = merged;
  }

  if (!stopped) state = await sweep(state, o, summary);
  // Merges older than the log's retention (and a week): the bucket's lifecycle has expired their
  // files (it goes by when an object was written, never before its merge), so they name nothing.
  const expired = logClock(now.getTime() - (CLICK_LOG_RETENTION_DAYS + 7) * 86_400_000);
  if (Object.values(state.merged ?? {}).some((m) => m < expired))
    state = { ...state, merged: Object.fromEntries(Object.entries(state.merged!).filter(([, m]) => m >= expired)) };
  if (JSON.stringify(state) !== before) await putClickLogState(state);
  return stopped;
}

/** Every team bucket that can hold files: the hash buckets and the big teams' own. */
export function teamBuckets(state: CommittedState): string[] {
  return [
    ...Array.from({ length: TEAM_HASH_BUCKETS }, (_, i) => `h${String(i).padStart(2, '0')}`),
    ...Object.keys(state.bigTeams)
      .map((t) => ownBucketOf(t))
      .filter((k): k is string => k !== undefined),
  ];
}

interface Partition {
  bucket: string;
  files: ClickLogObject[];
  rollups: ClickLogObject[];
}

/** A day's files in every team bucket (the clicks and the rollups). */
async function listDay(state: CommittedState, day: string): Promise<Partition[]> {
  const buckets = teamBuckets(state);
  const out: Partition[] = [];
  for (let i = 0; i < buckets.length; i += LISTS_AT_ONCE) {
    const lists = await Promise.all(
      buckets.slice(i, i + LISTS_AT_ONCE).map(async (bucket) => {
        const [files, rollups] = await Promise.all([
          listClickLogObjects(teamDayPrefix(CLICK_LOG_TEAM_PREFIX, bucket, day)),
          listClickLogObjects(teamDayPrefix(CLICK_ROLLUP_PREFIX, bucket, day)),
        ]);
        return { bucket, files: files.filter((f) => layoutFileOf(f.key)), rollups: rollups.filter((f) => layoutFileOf(f.key)) };
      }),
    );
    out.push(...lists.filter((l) => l.files.length || l.rollups.length));
  }
  return out;
}

/** What readers take of a partition under a day's merge `merge` and watermark `through`: `m<merge>`, and `g` files in (merge, through]. */
function visible(objects: readonly ClickLogObject[], merge: string, through: string): ClickLogObject[] {
  return objects.filter((o) => {
    const f = layoutFileOf(o.key)!;
    return f.kind === 'm' ? f.number === merge : f.number > merge && f.number <= through;
  });
}

/** Merges one day into `m<M>` files in every bucket and commits; answers the new state, or undefined when out of time. */
async function mergeDay(
  state: CommittedState,
  day: string,
  o: Options & MergeDefaults,
  now: Date,
  summary: CompactionSummary,
  outOfTime: () => boolean,
): Promise<CommittedState | undefined> {
  const previous = state.merged?.[day] ?? NOTHING;
  const partitions = await listDay(state, day);
  // A merge a run began and did not commit (its m files are numbered above the day's merge) is resumed; else one at the watermark.
  const begun = partitions.flatMap((p) => [...p.files, ...p.rollups].map((f) => layoutFileOf(f.key)!)).filter((f) => f.kind === 'm' && f.number > previous);
  const merge = begun.length
    ? begun
        .map((f) => f.number)
        .sort()
        .at(-1)!
    : state.watermark;
  const ipCutoff = addDays(now.toISOString().slice(0, 10), -(o.rawIpDays ?? 30) - 1);

  for (const p of partitions) {
    if (outOfTime()) return undefined;
    const rollupKey = teamLayoutKey(CLICK_ROLLUP_PREFIX, p.bucket, day, merge, 'r', 'm');
    if (p.rollups.some((r) => r.key === rollupKey)) continue; // done by the run that began this merge
    const files = visible(p.files, previous, merge);
    const rollups = visible(p.rollups, previous, merge);
    if (!files.length) continue;
    const sets = new Set([...files, ...rollups].map((f) => `${layoutFileOf(f.key)!.kind}${layoutFileOf(f.key)!.number}`));
    if (sets.size === 1 && rollups.length === 1) {
      // One set already: the same files under the merge's name (parts first, the rollup last: it marks the bucket done).
      for (const f of files)
        await copyClickLogObject(f.key, teamLayoutKey(CLICK_LOG_TEAM_PREFIX, p.bucket, day, merge, layoutFileOf(f.key)!.name.replace(/\.parquet$/, ''), 'm'));
      await copyClickLogObject(rollups[0]!.key, rollupKey);
      summary.mergedFiles += files.length + 1;
    } else {
      // Addresses of a day past the cut-off are truncated here too (a merge that catches up on old days).
      const rows = (await readRows(files)).map((r) => (day <= ipCutoff ? { ...r, ip: truncateIp(r.ip) ?? r.ip } : r));
      const maxLines = o.maxLinesPerFile ?? 1_000_000;
      for (let part = 0; part * maxLines < rows.length; part++) {
        const slice = rows.slice(part * maxLines, (part + 1) * maxLines);
        await putClickLogObject(
          teamLayoutKey(CLICK_LOG_TEAM_PREFIX, p.bucket, day, merge, `p${part}`, 'm'),
          encodeTeamLayoutParquet(slice),
          PARQUET_CONTENT_TYPE,
        );
        summary.mergedFiles++;
      }
      await putClickLogObject(rollupKey, encodeRollupParquet(rollupRowsOf(rows)), PARQUET_CONTENT_TYPE);
      summary.mergedFiles++;
    }
    await o.onStep?.({ step: 'merge-bucket-written', day, key: rollupKey });
  }

  // The commit. Generations after the merge that wrote files of the day stay as they are (and are counted for the next merge).
  const later = new Set(
    partitions
      .flatMap((p) => p.files.map((f) => layoutFileOf(f.key)!))
      .filter((f) => f.kind === 'g' && f.number > merge && f.number <= state.watermark)
      .map((f) => f.number),
  );
  const { [day]: _, ...unmerged } = state.unmerged ?? {};
  const next: CommittedState = {
    ...state,
    merged: { ...state.merged, [day]: merge },
    unmerged: later.size ? { ...unmerged, [day]: later.size } : unmerged,
    sweep: { ...state.sweep, [day]: new Date().toISOString() },
  };
  await putClickLogState(next);
  await o.onStep?.({ step: 'merge-committed', day, key: merge });
  summary.daysMerged++;
  return next;
}

/** The clicks of a partition's files, one row per id, in file order. */
async function readRows(files: readonly ClickLogObject[]): Promise<TeamLayoutRow[]> {
  const byId = new Map<string, TeamLayoutRow>();
  for (const f of files) {
    const bytes = await getClickLogObject(f.key);
    const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    for (const row of (await parquetReadObjects({ file })) as unknown as TeamLayoutRow[]) if (!byId.has(row.id)) byId.set(row.id, row);
  }
  return [...byId.values()].sort(byTimeAndId);
}

/**
 * Deletes what merges committed at least `graceMs` ago superseded: a day's `g` files up to its
 * merge and its older `m` files (`m` files numbered above it belong to a merge not committed yet).
 */
async function sweep(state: CommittedState, o: Options & { graceMs: number }, summary: CompactionSummary): Promise<CommittedState> {
  const ready = Object.entries(state.sweep ?? {}).filter(([, at]) => Date.now() - Date.parse(at) >= o.graceMs);
  if (!ready.length) return state;
  const sweepLeft = { ...state.sweep };
  for (const [day] of ready) {
    const merge = state.merged?.[day];
    if (merge) {
      const stale = (await listDay(state, day))
        .flatMap((p) => [...p.files, ...p.rollups])
        .filter((f) => {
          const file = layoutFileOf(f.key)!;
          return file.number < merge || (file.kind === 'g' && file.number === merge);
        })
        .map((f) => f.key);
      if (stale.length) {
        await o.onStep?.({ step: 'deleting-sources', day, keys: stale });
        await deleteClickLogObjects(stale);
        summary.filesSwept += stale.length;
      }
    }
    delete sweepLeft[day];
  }
  return { ...state, sweep: sweepLeft };
}

/** Per day, the committed generations that wrote files of it (a state from before the merge existed: counted once). */
async function countGenerationsPerDay(watermark: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const generations = (await listClickLogObjects(CLICK_LOG_GENERATION_PREFIX))
    .map((o) => /g(\d{13})\.json$/.exec(o.key)?.[1])
    .filter((g): g is string => g !== undefined && g <= watermark);
  for (const g of generations) {
    const manifest = await readGenerationManifest(g);
    for (const day of new Set((manifest?.files ?? []).map((f) => f.day))) counts[day] = (counts[day] ?? 0) + 1;
  }
  return counts;
}
