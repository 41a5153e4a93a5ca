import type { ClickScope } from '#data/analytics/analytics-sql.js';
import { readClickPanels } from '#data/analytics/click-analytics-repo.js';
import type { AlertRuleRecord } from '#data/alerts/alert-rule-item.js';
import { LOOKBACK_QUARTERS, QUARTER_HOUR_MS, type QuarterFigures } from './rule-outcome.js';

/**
 * A watched target's clicks (bots left out) and converting clicks per quarter hour, over the
 * LOOKBACK_QUARTERS before `end`: the analytics engine's panels question for that scope, through
 * its result cache in the process (data/analytics/cached-query.ts) — no counter of its own, nothing
 * added to the click path. Rankings are cut to one value (only the series is read).
 */
export async function targetSeries(teamId: string, target: AlertRuleRecord['target'], end: number): Promise<Map<number, QuarterFigures>> {
  const start = new Date((end - LOOKBACK_QUARTERS) * QUARTER_HOUR_MS).toISOString();
  const scope: ClickScope = {
    teamId,
    start,
    end: new Date(end * QUARTER_HOUR_MS).toISOString(),
    filters: target.kind === 'link' ? { linkId: target.id } : target.kind === 'campaign' ? { campaignId: target.id } : {},
    ...(target.kind === 'tag' ? { tagIds: [target.id] } : {}),
  };
  // In the process's cache only: no page asks this question, so the shared store would only cost a read and a write.
  const panels = await readClickPanels(scope, start, 1, { processOnly: true });
  const series = new Map<number, QuarterFigures>();
  for (const s of panels.series) series.set(s.bucket, { total: s.total, converting: 0 });
  for (const c of panels.conversionSeries) {
    const at = series.get(c.bucket) ?? { total: 0, converting: 0 };
    series.set(c.bucket, { ...at, converting: at.converting + c.converting });
  }
  return series;
}
