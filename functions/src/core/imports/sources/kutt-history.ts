import type { ClickHistory, SourceLink } from '../import-source.js';

/**
 * A Kutt link's stats as daily clicks. Kutt keeps no day-by-day series beyond a month: its
 * stats answer (server/queries/visit.queries.js) counts views in windows measured back from
 * `updatedAt` — `lastMonth.views`: 30 windows of 24 h, oldest first; `lastYear.views` (Kutt 3):
 * 12 windows of a calendar month's length back from then; `allTime.views` (Kutt 2): 18 calendar
 * months. So:
 * - each 24-hour window is one day: the UTC day its middle falls on (the last 30 days);
 * - visits before those have no day Kutt names (month windows, or older): they are the link's
 *   `total` beyond its days — on its counters, never spread over made-up days in the charts.
 * Countries and referrers cover the longest period Kutt answers for (`lastYear`, or Kutt 2's `allTime`).
 */

const DAY = 86_400_000;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface Period {
  views: number[];
  stats?: Record<string, { name?: unknown; value?: unknown }[] | undefined>;
}

function periodOf(stats: Record<string, unknown>, name: string): Period | null {
  const p = stats[name];
  if (!p || typeof p !== 'object' || !Array.isArray((p as { views?: unknown }).views)) return null;
  const { views, stats: facets } = p as { views: unknown[]; stats?: unknown };
  return {
    views: views.map((v) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0)),
    ...(facets && typeof facets === 'object' ? { stats: facets as Period['stats'] } : {}),
  };
}

/** date-fns subMonths in UTC: the same day and time n months back, the day clamped to the month's end. */
function subMonths(ms: number, n: number): number {
  const d = new Date(ms);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime() + (ms % DAY);
}

function facet(period: Period | null, name: string, keyOf: (name: string) => string | null): Record<string, number> | null {
  const entries = period?.stats?.[name];
  if (!Array.isArray(entries)) return null;
  const counts: Record<string, number> = {};
  for (const e of entries) {
    const key = typeof e?.name === 'string' ? keyOf(e.name) : null;
    const n = e?.value;
    if (key === null || typeof n !== 'number' || !Number.isInteger(n) || n <= 0) continue;
    counts[key] = (counts[key] ?? 0) + n;
  }
  return Object.keys(counts).length ? counts : null;
}

/** Kutt stores countries lower case (geoip's code), `unknown` when it had none. */
const countryKey = (name: string) => (/^[a-z]{2}$/i.test(name) ? name.toUpperCase() : null);
/** Kutt stores a referrer's host with its dots as `[dot]`, and `direct` for none. */
const referrerKey = (name: string) => (name.toLowerCase() === 'direct' ? '' : name.replace(/\[dot\]/gi, '.').toLowerCase());

export function kuttHistory(stats: Record<string, unknown>, link: SourceLink): ClickHistory {
  const updated = typeof stats.updatedAt === 'string' ? Date.parse(stats.updatedAt) : Number.NaN;
  const now = Number.isNaN(updated) ? Date.now() : updated;
  const counts = new Map<string, number>();
  const add = (day: string, n: number) => n > 0 && counts.set(day, (counts.get(day) ?? 0) + n);

  const daily = periodOf(stats, 'lastMonth')?.views ?? [];
  const middles = daily.map((v, i) => ({ at: now - (daily.length - 1 - i) * DAY - DAY / 2, views: v }));
  for (const m of middles) add(dayOf(m.at), m.views);

  const year = periodOf(stats, 'lastYear');
  const allTime = periodOf(stats, 'allTime');
  // Older visits have no day Kutt could name: they count in the link's total, not as made-up days.
  const reported = typeof stats.visit_count === 'number' ? stats.visit_count : link.clicks;
  const counted = [...counts.values()].reduce((a, b) => a + b, 0);
  const total = reported !== undefined && Number.isInteger(reported) && reported > counted ? reported : undefined;

  const days = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, clicks]) => ({ day, clicks }));
  const facets = year ?? allTime;
  const periodFrom = year ? dayOf(subMonths(now, 12)) : (days[0]?.day ?? dayOf(now));
  const period = { from: periodFrom, to: dayOf(now) };
  const countries = facet(facets, 'country', countryKey);
  const referrers = facet(facets, 'referrer', referrerKey);
  return {
    days,
    ...(total !== undefined ? { total } : {}),
    ...(countries ? { countries: { ...period, counts: countries } } : {}),
    ...(referrers ? { referrers: { ...period, counts: referrers } } : {}),
  };
}
