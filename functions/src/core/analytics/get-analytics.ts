import {
  addDays,
  countryName,
  localDateOf,
  localHourOf,
  NONE_VALUE,
  type Analytics,
  type AnalyticsQuery,
  type CountryRankItem,
  type DatePoint,
  type DomainRankItem,
  type LinkRankItem,
  type RankItem,
  type TagRankItem,
  conversionRate,
  shortLinkUrl,
  type ConversionSummary,
} from '@kisa/shared';
import { conversionKey, readClickPanels, type ConversionFigures, type RankingRow, type SeriesPoint } from '#data/analytics/click-analytics-repo.js';
import type { RankingDimension } from '#data/analytics/analytics-sql.js';
import { getLinksByIds } from '#data/links/index.js';
import { listTeamTags } from '#data/tags/tags-repo.js';
import { config } from '#lib/config.js';
import type { TeamCaller } from '../accounts/caller.js';
import { scopeFor } from './analytics-scope.js';
import { choiceRankings } from './choice-names.js';
import { conversionsOf, rankConversions, type RankedRow } from './ranked-row.js';

const QUARTER_HOUR_MS = 900_000;

/**
 * GET /api/analytics: every panel of the analytics page for the caller's team, bots left
 * out (and counted). Clicks are read per quarter hour and laid out on the viewer's local
 * days (or hours, for a one-day range) here, so a click at 23:30 local time counts on that
 * local day whatever UTC says.
 */
export async function getAnalytics(caller: TeamCaller, query: AnalyticsQuery & { staleFirst?: boolean }): Promise<Analytics> {
  const { scope, previousStart, previousRange } = await scopeFor(caller, query);
  // staleFirst: a first paint takes the question's last answer (up to an hour old) at once, marked stale.
  const panels = await readClickPanels(scope, previousStart, undefined, { staleFirst: query.staleFirst });
  const granularity = query.from === query.to ? 'hour' : 'day';
  // Each ranked value with its conversions: the statement's conversion rows of the same value.
  const ranked = (dimension: RankingDimension): RankedRow[] =>
    panels.rankings
      .filter((r) => r.dimension === dimension)
      .sort(byCount)
      .map((r) => ({ ...r, ...rankConversions(panels.conversionRankings.get(conversionKey(dimension, r.value))) }));
  const names = (dimension: RankingDimension): RankItem[] =>
    ranked(dimension).map((r) => ({ name: r.value ?? NONE_VALUE, count: r.total, ...conversionsOf(r) }));
  const links = ranked('link');
  const [linkItems, tags, choices] = await Promise.all([
    linkRanking(links),
    tagRanking(caller.teamId, ranked('tag')),
    choiceRankings(
      caller.teamId,
      { rule: ranked('rule'), variant: ranked('variant') },
      query.filters.linkId,
      links.map((r) => r.value),
    ),
  ]);

  return {
    range: { from: query.from, to: query.to, tz: query.tz },
    previousRange,
    totals: { links: panels.totals.links, uniqueClicks: panels.totals.unique, totalClicks: panels.totals.total },
    previous: { links: panels.previous.links, uniqueClicks: panels.previous.unique, totalClicks: panels.previous.total },
    conversions: summaryOf(panels.conversions, panels.totals.total),
    previousConversions: summaryOf(panels.previousConversions, panels.previous.total),
    granularity,
    byDate:
      granularity === 'hour'
        ? byHour(panels.series, panels.conversionSeries, Date.parse(scope.start), Date.parse(scope.end), query.tz)
        : byDay(panels.series, panels.conversionSeries, query.from, query.to, query.tz, panels.imported?.days ?? []),
    imported: panels.imported && { clicks: panels.imported.clicks, from: panels.imported.from, to: panels.imported.to },
    browser: names('browser'),
    os: names('os'),
    device: names('device'),
    country: ranked('country').map(
      (r): CountryRankItem => ({ code: r.value ?? NONE_VALUE, name: (r.value && countryName(r.value)) || NONE_VALUE, count: r.total, ...conversionsOf(r) }),
    ),
    city: names('city'),
    referrer: names('referrer'),
    source: names('source'),
    links: linkItems,
    domain: domainRanking(ranked('domain')),
    tags,
    rules: choices.rules,
    variants: choices.variants,
    botsExcluded: panels.bots,
    asOf: new Date(panels.asOf).toISOString(),
    stale: panels.stale,
  };
}

const byCount = (a: RankingRow, b: RankingRow) => b.total - a.total || String(a.value).localeCompare(String(b.value));

/** The cards' conversion figures: the rate is converting clicks over the period's clicks. */
function summaryOf(f: ConversionFigures, clicks: number): ConversionSummary {
  return { conversions: f.conversions, convertingClicks: f.converting, rate: Math.min(1, conversionRate(f.converting, clicks)), revenue: f.revenue };
}

type ConversionPoint = { bucket: number; conversions: number };

/** Every local day of the range, zeros included; an imported daily total on its (calendar) day, marked. */
function byDay(
  series: readonly SeriesPoint[],
  conversions: readonly ConversionPoint[],
  from: string,
  to: string,
  tz: string,
  imported: readonly { day: string; total: number }[],
): DatePoint[] {
  const points = new Map<string, DatePoint>();
  for (let day = from; day <= to; day = addDays(day, 1)) points.set(day, { date: day, total: 0, unique: 0, conversions: 0, imported: 0 });
  addUp(series, conversions, points, (ms) => localDateOf(ms, tz));
  for (const { day, total } of imported) {
    const point = points.get(day);
    if (!point) continue;
    point.total += total;
    point.imported += total;
  }
  return [...points.values()];
}

/**
 * Every local hour of a one-day range (23 or 25 on DST days), zeros included. An imported day
 * cannot be split into hours: it counts in the totals (and `imported`) only, in no hour.
 */
function byHour(series: readonly SeriesPoint[], conversions: readonly ConversionPoint[], start: number, end: number, tz: string): DatePoint[] {
  const points = new Map<string, DatePoint>();
  for (let ms = start; ms < end; ms += QUARTER_HOUR_MS) {
    const hour = localHourOf(ms, tz);
    if (!points.has(hour)) points.set(hour, { date: hour, total: 0, unique: 0, conversions: 0, imported: 0 });
  }
  addUp(series, conversions, points, (ms) => localHourOf(ms, tz));
  return [...points.values()];
}

function addUp(series: readonly SeriesPoint[], conversions: readonly ConversionPoint[], points: Map<string, DatePoint>, keyOf: (ms: number) => string): void {
  for (const s of series) {
    const point = points.get(keyOf(s.bucket * QUARTER_HOUR_MS));
    if (!point) continue; // the range's edges are exact instants: nothing falls outside
    point.total += s.total;
    point.unique += s.unique;
  }
  // On the click's local day (or hour): a conversion counts where its click does.
  for (const c of conversions) {
    const point = points.get(keyOf(c.bucket * QUARTER_HOUR_MS));
    if (point) point.conversions += c.conversions;
  }
}

/**
 * The domains ranked: the platform's short domain (null in the click log) named by its host,
 * like a branded one, and marked `platform` — so the panel reads as hosts and its entries filter
 * (analytics-scope.ts turns the platform's host back into null).
 */
function domainRanking(rows: readonly RankedRow[]): DomainRankItem[] {
  const platformHost = config.domains().platformHost;
  return rows.map((r) => ({ name: r.value ?? platformHost, platform: r.value === null, count: r.total, ...conversionsOf(r) }));
}

/**
 * The tags ranked, named as the team names them now. A click recorded its link's tag
 * ids; an id the team has no tag for any more (deleted) is left out. The team's tags are read
 * only when a tagged click is in the answer.
 */
async function tagRanking(teamId: string, rows: readonly RankedRow[]): Promise<TagRankItem[]> {
  if (!rows.some((r) => r.value !== null)) return [];
  const tags = new Map((await listTeamTags(teamId)).map((t) => [t.tagId, t]));
  return rows.flatMap((r) => {
    const tag = r.value === null ? undefined : tags.get(r.value);
    return tag ? [{ id: tag.tagId, name: tag.name, color: tag.color, total: r.total, unique: r.unique, ...conversionsOf(r) }] : [];
  });
}

/** The ranked links with their current code, short link and title (a deleted link answers none). */
async function linkRanking(rows: readonly RankedRow[]): Promise<LinkRankItem[]> {
  const ids = rows.map((r) => r.value).filter((id): id is string => id !== null);
  const links = new Map((await getLinksByIds(ids)).map((l) => [l.linkId, l]));
  const { shortUrlBase } = config.links();
  return rows.map((r) => {
    const link = r.value ? links.get(r.value) : undefined;
    const shortLink = link ? shortLinkUrl(shortUrlBase, link.shortUrl, link.domain) : '';
    return { id: r.value ?? '', shortUrl: link?.shortUrl ?? '', shortLink, title: link?.title ?? '', total: r.total, unique: r.unique, ...conversionsOf(r) };
  });
}
