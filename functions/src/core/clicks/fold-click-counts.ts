import { advanceFoldCursor, foldRecordPages, hasFoldRecords, readFoldCursor } from '#data/clicks/click-fold-repo.js';
import type { FoldCounts } from '#data/clicks/click-fold-item.js';
import { raiseFoldFence } from '#data/clicks/click-runs-repo.js';
import { foldLinkClicks, foldTeamClicks } from '#data/links/index.js';
import { mapConcurrent } from '#lib/concurrency/map-concurrent.js';
import { config } from '#lib/config.js';

/** Counter updates in flight at once while folding a window. */
const FOLD_CONCURRENCY = 32;

export interface FoldSummary {
  /** The last window folded (0: none yet). */
  through: number;
  windows: number;
  links: number;
  teams: number;
}

/**
 * Folds first receipts' counts into link and team counters (docs/DATA-MODEL.md, "Clicks: counters
 * folded over a window"): every closed window after the cursor — closed a grace after its end, so
 * transactions in flight mostly land first — is fenced (from then on a record for it is refused
 * and moves to a later window), read whole, and applied with one update per distinct link and
 * team, window by window in order. Each update holds the window it folds (`clicksFolded`) and
 * adds nothing for a window at or below it, so a run cut anywhere is finished by the next one
 * without counting twice; two runs at once apply each window once between them.
 *
 * `through` (tests) folds every window up to it instead, open ones too: their records still being
 * written move above it.
 */
export async function foldClickCounts(options: { now?: number; through?: number } = {}): Promise<FoldSummary> {
  const { windowMs } = config.clickFold();
  const graceMs = Math.min(5_000, windowMs / 4);
  const through = options.through ?? Math.floor(((options.now ?? Date.now()) - graceMs) / windowMs) * windowMs - windowMs;
  const cursor = await readFoldCursor();
  const summary: FoldSummary = { through: cursor, windows: 0, links: 0, teams: 0 };
  // Nothing waiting (a stale peek only defers a record to the next run: the cursor stays).
  if (through <= cursor || !(await hasFoldRecords(cursor, through))) return summary;
  await raiseFoldFence(through);

  let open: { window: number; links: Map<string, FoldCounts>; teams: Map<string, FoldCounts> } | undefined;
  const apply = async () => {
    if (!open) return;
    const { window, links, teams } = open;
    await mapConcurrent([...links], FOLD_CONCURRENCY, ([linkId, c]) => foldLinkClicks(linkId, window, c));
    await mapConcurrent([...teams], FOLD_CONCURRENCY, ([teamId, c]) => foldTeamClicks(teamId, window, c));
    await advanceFoldCursor(window);
    summary.windows++;
    summary.links += links.size;
    summary.teams += teams.size;
    open = undefined;
  };
  for await (const page of foldRecordPages(cursor, through)) {
    for (const record of page) {
      if (open && record.window !== open.window) await apply();
      open ??= { window: record.window, links: new Map(), teams: new Map() };
      sumInto(open.links, record.deltas.links);
      sumInto(open.teams, record.deltas.teams);
    }
  }
  await apply();
  await advanceFoldCursor(through);
  summary.through = through;
  return summary;
}

function sumInto(into: Map<string, FoldCounts>, from: ReadonlyMap<string, FoldCounts>): void {
  for (const [id, c] of from) {
    const current = into.get(id);
    if (current) {
      current.total += c.total;
      current.unique += c.unique;
    } else into.set(id, { ...c });
  }
}
