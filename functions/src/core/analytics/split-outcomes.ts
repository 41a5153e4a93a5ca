import { MAX_ANALYTICS_DAYS, type LinkSplit, type VariantOutcome } from '@kisa/shared';
import { conversionKey, readClickPanels } from '#data/analytics/click-analytics-repo.js';

const DAY_MS = 86_400_000;
/** The click log is summed per quarter hour (analytics-sql.ts): a scope starts and ends on one. */
const QUARTER_HOUR_MS = 900_000;

/**
 * A running split's outcome per variant, counted as the Experiment tab counts them:
 * visitors are the variant's unique clicks, conversions the visitors who converted (its clicks
 * with a conversion, at most its visitors). Over the link's clicks since it was created, at most
 * the last MAX_ANALYTICS_DAYS days up to `now` (a variant id is new with its split, so older
 * clicks never count). One analytics statement, filtered to the link.
 */
export async function splitOutcomes(link: { teamId: string; linkId: string; createdAt: string; split: LinkSplit }, now: Date): Promise<VariantOutcome[]> {
  const earliest = now.getTime() - MAX_ANALYTICS_DAYS * DAY_MS;
  const since = Math.max(Date.parse(link.createdAt) || earliest, earliest);
  const start = new Date(Math.floor(since / QUARTER_HOUR_MS) * QUARTER_HOUR_MS).toISOString();
  const end = new Date((Math.floor(now.getTime() / QUARTER_HOUR_MS) + 1) * QUARTER_HOUR_MS).toISOString();
  // previousStart = start: the statement's previous period is empty (the test has none).
  const panels = await readClickPanels({ teamId: link.teamId, start, end, filters: { linkId: link.linkId } }, start);
  return link.split.variants.map((variant) => {
    const visitors = panels.rankings.find((r) => r.dimension === 'variant' && r.value === variant.id)?.unique ?? 0;
    const converted = panels.conversionRankings.get(conversionKey('variant', variant.id))?.converting ?? 0;
    return { id: variant.id, visitors, conversions: Math.min(converted, visitors) };
  });
}
