import type { FoldSummary } from '#core/clicks/fold-click-counts.js';

/**
 * Folds every first receipt's counts written so far into the counters (core/clicks/fold-click-counts.ts,
 * as the runtime's schedule does a second later): through the window in progress, and past the
 * fold fence, where records refused by an earlier fold went. (No test runner imports: the
 * click-cost bench folds with it too.)
 */
export async function foldCountsNow(): Promise<FoldSummary> {
  const { foldClickCounts } = await import('#core/clicks/fold-click-counts.js');
  const { foldFenceNow } = await import('#data/clicks/click-runs-repo.js');
  const { config } = await import('#lib/config.js');
  const { windowMs } = config.clickFold();
  return foldClickCounts({ through: Math.max(Date.now() + windowMs, (await foldFenceNow()) + windowMs) });
}
