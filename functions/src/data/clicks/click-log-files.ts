import { teamDayPrefix, type ClickLogState } from '@kisa/shared';

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
