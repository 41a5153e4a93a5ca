import { CLICK_LOG_PREFIX, fnv1a, TEAM_HASH_BUCKETS, teamDayPrefix, type ClickLogState } from '@kisa/shared';

/**
 * The team layout's file names and the state's merge fields, without I/O (the SQL builders read
 * them too; click-log-store.ts re-exports them with the rest of the layout).
 */

/**
 * A file of the team layout (or of the rollups): <prefix>tb=<K>/dt=YYYY-MM-DD/<kind><N>-<name>.parquet, where
 * `g<N>` is what generation N wrote and `m<N>` the day's merge at watermark N (core/click-log/merge-days.ts).
 */
export const teamLayoutKey = (prefix: string, bucket: string, day: string, generation: string, name: string, kind: FileKind = 'g'): string =>
  `${teamDayPrefix(prefix, bucket, day)}${kind}${generation}-${name}.parquet`;

export type FileKind = 'g' | 'm';
/** The kind and number of a team-layout or rollup file's name (`g<G>-…` or `m<M>-…`), as a regular expression over a key or Athena's `"$path"`. */
export const LAYOUT_FILE_PATTERN = '/([gm])(\\d{13})-([^/]*)$';
const LAYOUT_FILE = new RegExp(LAYOUT_FILE_PATTERN);
/** A team-layout or rollup file's kind, number and the rest of its name (`p0.parquet`, `r.parquet`), or undefined. */
export function layoutFileOf(key: string): { kind: FileKind; number: string; name: string } | undefined {
  const m = LAYOUT_FILE.exec(key);
  return m ? { kind: m[1] as FileKind, number: m[2]!, name: m[3]! } : undefined;
}

/**
 * The state's fields for the daily merge (core/click-log/merge-days.ts), beside those of
 * shared/src/click-log.ts. Readers need `merged`; the rest is compaction's bookkeeping.
 */
export interface MergeState {
  /** Per UTC day merged: the watermark its merge covers. Its files are then `m<M>-…` plus `g<G>-…` of generations after M. */
  merged?: Record<string, string>;
  /** Per UTC day: committed generations that wrote files of it since its last merge. Absent: not counted yet (the merge step counts them once from the manifests). */
  unmerged?: Record<string, number>;
  /** Merged days whose superseded files are not deleted yet, with when the merge was committed. */
  sweep?: Record<string, string>;
}
export type CommittedState = ClickLogState & MergeState;

/**
 * Raw batches by team bucket: clicks/tb=<hNN>/dt=YYYY-MM-DD/w<ms>-<uuid>.json.gz, one of RAW_BUCKETS
 * (h00…h15): the team layout's hash bucket modulo 16, so raw bucket hNN holds the teams of layout
 * buckets hNN, hNN+16, hNN+32 and hNN+48 (a big team's raw clicks stay in theirs: the click worker
 * does not know which teams are big). A team's query reads only its raw bucket's objects, and
 * compaction works one raw bucket per unit. 16 rather than 64: a worker run writes one object per raw
 * bucket its clicks touch (docs/BENCHMARKS.md weighs the PUTs against the bytes a query reads). Keys of
 * the day-only layout that came before (`clicks/dt=D/…`) are read and compacted until gone.
 */
export const RAW_BUCKETS = 16;
const rawBucketOfHash = (hash: number): string => `h${String((hash % TEAM_HASH_BUCKETS) % RAW_BUCKETS).padStart(2, '0')}`;
export const rawBucketOf = (teamId: string): string => rawBucketOfHash(fnv1a(teamId));
/** Whether team-layout bucket `bucket` (`hNN` or a big team's `t-<teamId>`) holds teams of raw bucket `unit`. */
export function layoutBucketInRaw(bucket: string, unit: string): boolean {
  if (bucket.startsWith('t-')) return rawBucketOf(bucket.slice(2)) === unit;
  const n = /^h(\d{2})$/.exec(bucket)?.[1];
  return n !== undefined && rawBucketOfHash(Number(n)) === unit;
}
export const rawBucketDayPrefix = (bucket: string, day: string): string => teamDayPrefix(CLICK_LOG_PREFIX, bucket, day);
const RAW_BUCKET = new RegExp(`^${CLICK_LOG_PREFIX}tb=(h\\d{2})/dt=`);
/** The compaction unit of a clock-named raw object: its bucket, or `dt` for the day-only layout. */
export const rawUnitOf = (key: string): string => RAW_BUCKET.exec(key)?.[1] ?? DAY_ONLY_UNIT;
/** The unit that compacts the day-only layout's clock-named objects (all buckets mixed). */
export const DAY_ONLY_UNIT = 'dt';
/** Whether a compaction unit's name is one (a queue message's field is checked before it names keys). */
export const isCompactionUnit = (unit: string): boolean => unit === DAY_ONLY_UNIT || (/^h\d{2}$/.test(unit) && Number(unit.slice(1)) < RAW_BUCKETS);
/** The Glue table over the raw batches by team bucket, beside the day-only layout's table (`rawTable`): `clicks_by_bucket`. */
export const rawBucketTableOf = (rawTable: string): string => `${rawTable}_by_bucket`;
