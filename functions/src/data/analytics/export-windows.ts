import { QUARTER_HOUR_MS, type ClickScope } from './analytics-sql.js';

/**
 * How an export of the visitor log is split into statements: time windows of at most about
 * EXPORT_WINDOW_CLICKS human clicks each, newest first (the file's order), cut on quarter hours
 * by the range's series (the panels' answer: cached). One window's rows are what one statement
 * reads, whatever the range: at ~300 bytes a click in the visitor columns, a window reads ~300 MB
 * at most in Athena, inside the workgroup's 1 GiB per-query cap (docs/BENCHMARKS.md).
 */
export const EXPORT_WINDOW_CLICKS = 1_000_000;

/**
 * Windows [start, end) covering the whole scope with no gap nor overlap, newest first; one
 * quarter hour holding more than `maxClicks` is a window of its own. Clicks that arrive after the
 * series was read fall in a window all the same (only its size is off by them).
 */
export function exportWindows(
  scope: Pick<ClickScope, 'start' | 'end'>,
  series: readonly { bucket: number; total: number }[],
  maxClicks: number = EXPORT_WINDOW_CLICKS,
): { start: string; end: string }[] {
  const newestFirst = series.filter((s) => s.total > 0).sort((a, b) => b.bucket - a.bucket);
  const windows: { start: string; end: string }[] = [];
  let end = scope.end;
  let count = 0;
  for (const s of newestFirst) {
    if (count > 0 && count + s.total > maxClicks) {
      const cut = new Date((s.bucket + 1) * QUARTER_HOUR_MS).toISOString();
      windows.push({ start: cut, end });
      end = cut;
      count = 0;
    }
    count += s.total;
  }
  windows.push({ start: scope.start, end });
  return windows;
}
