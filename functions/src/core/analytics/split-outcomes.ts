import { MAX_ANALYTICS_DAYS, RANKING_LIMIT, type LinkSplit, type VariantOutcome } from '@kisa/shared';
import { conversionKey, readClickPanels, type ClickPanels } from '#data/analytics/click-analytics-repo.js';

const DAY_MS = 86_400_000;
/** The click log is summed per quarter hour (analytics-sql.ts): a scope starts and ends on one. */
const QUARTER_HOUR_MS = 900_000;
/**
 * Values per ranking when a team's tests are judged together: every variant of the range must
 * rank (a variant left out would count no visitors, and its test would wait). A team's running
 * and recent splits rarely hold more; beyond it the least visited wait for the next run.
 */
export const TEAM_VARIANT_LIMIT = 1_000;

type SplitLink = { teamId: string; linkId: string; createdAt: string; split: LinkSplit };

/**
 * A running split's outcome per variant, counted as the Experiment tab counts them:
 * visitors are the variant's unique clicks, conversions the visitors who converted (its clicks
 * with a conversion, at most its visitors). Over the link's clicks since it was created, at most
 * the last MAX_ANALYTICS_DAYS days up to `now` (a variant id is new with its split, so older
 * clicks never count). One analytics statement, filtered to the link.
 */
export async function splitOutcomes(link: SplitLink, now: Date): Promise<VariantOutcome[]> {
  const { start, end } = rangeOf([link], now);
  // previousStart = start: the statement's previous period is empty (the test has none).
  return outcomesOf(link, await readClickPanels({ teamId: link.teamId, start, end, filters: { linkId: link.linkId } }, start));
}

/**
 * The outcomes of every split of one team's `links`, by link id, from ONE unfiltered statement
 * over the team's clicks since the earliest of them was created (at most MAX_ANALYTICS_DAYS):
 * Athena answers it from the rollups (whole UTC days) and the edge days' files, whatever the
 * range, never a link's whole history scan. A variant's id belongs to one split of one link, so
 * its ranking row counts that variant's clicks only, as the filtered statement does.
 */
export async function teamSplitOutcomes(teamId: string, links: readonly SplitLink[], now: Date): Promise<Map<string, VariantOutcome[]>> {
  if (links.some((l) => l.teamId !== teamId)) throw new Error(`teamSplitOutcomes: a link of another team than ${teamId}`);
  if (links.length === 0) return new Map();
  const { start, end } = rangeOf(links, now);
  const panels = await readClickPanels({ teamId, start, end, filters: {} }, start, Math.max(RANKING_LIMIT, TEAM_VARIANT_LIMIT));
  return new Map(links.map((link) => [link.linkId, outcomesOf(link, panels)]));
}

/** From the earliest link's creation (quarter hour, at most MAX_ANALYTICS_DAYS back) to the quarter hour after `now`. */
function rangeOf(links: readonly SplitLink[], now: Date): { start: string; end: string } {
  const earliest = now.getTime() - MAX_ANALYTICS_DAYS * DAY_MS;
  const since = Math.min(...links.map((l) => Math.max(Date.parse(l.createdAt) || earliest, earliest)));
  return {
    start: new Date(Math.floor(since / QUARTER_HOUR_MS) * QUARTER_HOUR_MS).toISOString(),
    end: new Date((Math.floor(now.getTime() / QUARTER_HOUR_MS) + 1) * QUARTER_HOUR_MS).toISOString(),
  };
}

function outcomesOf(link: SplitLink, panels: ClickPanels): VariantOutcome[] {
  return link.split.variants.map((variant) => {
    const visitors = panels.rankings.find((r) => r.dimension === 'variant' && r.value === variant.id)?.unique ?? 0;
    const converted = panels.conversionRankings.get(conversionKey('variant', variant.id))?.converting ?? 0;
    return { id: variant.id, visitors, conversions: Math.min(converted, visitors) };
  });
}
