import { bucketOf, visitorsStatement, type ClickScope } from './analytics-sql.js';
import { clickLogEngine } from './choose-engine.js';
import { readClickPanels, type VisitorRow } from './click-analytics-repo.js';
import { EXPORT_WINDOW_CLICKS, exportWindows } from './export-windows.js';

/**
 * The visitor log of an export, read as a background job reads it: how many rows the scope holds
 * (its series: the panels' answer, cached), and its rows older than a cursor, newest first, one
 * statement per window of at most `maxClicks` clicks (export-windows.ts). Every window is cut by
 * the whole scope's series, so a step that goes on from a cursor asks the engine no new panels
 * question, and no statement grows with the range: in Athena one window scans at most ~300 MB.
 */

/**
 * How long one window's statement may run in a background step (Athena): a 1M-click window scans
 * up to ~300 MB, seconds usually, but not held to the API's 25 s; a step has 5 minutes.
 */
export const EXPORT_QUERY_TIMEOUT_MS = 120_000;

/** The scope's visitor rows (human clicks) by its series. */
export async function countExportRows(scope: ClickScope): Promise<number> {
  const { series } = await readClickPanels(scope, scope.start);
  return series.reduce((n, s) => n + s.total, 0);
}

/**
 * The rows of [scope.start, before), newest first, page by page. `onPage` answering false stops
 * the read (the caller has done what it may in this step).
 */
export async function forEachExportPage(
  scope: ClickScope,
  before: string,
  onPage: (rows: VisitorRow[]) => Promise<boolean | undefined> | boolean | undefined,
  maxClicks: number = EXPORT_WINDOW_CLICKS,
): Promise<void> {
  const engine = await clickLogEngine();
  const { series } = await readClickPanels(scope, scope.start);
  const until = bucketOf(before);
  const remaining = { start: scope.start, end: before };
  if (Date.parse(before) <= Date.parse(scope.start)) return;
  const stop = new Error('stop');
  for (const window of exportWindows(
    remaining,
    series.filter((s) => s.bucket < until),
    maxClicks,
  )) {
    try {
      await engine.forEachPage(
        visitorsStatement(await engine.prepare(), { ...scope, ...window }),
        async (rows) => {
          if ((await onPage(rows as VisitorRow[])) === false) throw stop;
        },
        { timeoutMs: EXPORT_QUERY_TIMEOUT_MS },
      );
    } catch (error) {
      if (error === stop) return;
      throw error;
    }
  }
}
