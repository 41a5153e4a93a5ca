import { readAlertSeries } from '#data/analytics/click-analytics-repo.js';
import type { AlertRuleRecord } from '#data/alerts/alert-rule-item.js';
import { LOOKBACK_QUARTERS, QUARTER_HOUR_MS, type QuarterFigures } from './rule-outcome.js';
import { targetKey } from './target-key.js';

type Target = AlertRuleRecord['target'];

/**
 * The watched targets' clicks (bots left out) and converting clicks per quarter hour, over the
 * LOOKBACK_QUARTERS before `end`, by targetKey: ONE analytics statement for the team whatever
 * number of targets it watches (data/analytics/alert-series-sql.ts), through the result cache in
 * the process — no counter of its own, nothing added to the click path. A target without a click
 * has an empty series. Throws when the engine fails: nothing is judged on figures it did not give.
 */
export async function targetSeries(teamId: string, targets: readonly Target[], end: number): Promise<Map<string, Map<number, QuarterFigures>>> {
  const series = new Map<string, Map<number, QuarterFigures>>(targets.map((t) => [targetKey(t), new Map()]));
  const start = new Date((end - LOOKBACK_QUARTERS) * QUARTER_HOUR_MS).toISOString();
  for (const point of await readAlertSeries(teamId, targets, start, new Date(end * QUARTER_HOUR_MS).toISOString())) {
    series.get(targetKey(point.target))?.set(point.bucket, { total: point.total, converting: point.converting });
  }
  return series;
}
