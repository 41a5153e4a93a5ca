/** Each answer against what was seeded. */
import type { Analytics, Paged, Visitor } from '@kisa/shared';
import type { DayCounts, Expected, Range } from './model.js';

export const sum = (values: readonly number[], from = 0, to = values.length - 1) => values.slice(from, to + 1).reduce((a, b) => a + b, 0);

export interface Totals {
  total: number;
  unique: number;
  bots: number;
}

export const totalsOf = (c: DayCounts, range: { first: number; last: number }): Totals => ({
  total: sum(c.total, Math.max(0, range.first), range.last),
  unique: sum(c.unique, Math.max(0, range.first), range.last),
  bots: sum(c.bots, Math.max(0, range.first), range.last),
});

/** The previous period's day indexes (before day 0 there are no clicks). */
export function previousOf(range: Range): { first: number; last: number } {
  const days = range.last - range.first + 1;
  return { first: range.first - days, last: range.first - 1 };
}

export function checkAnalytics(a: Analytics, want: Totals, previous: Totals, what: string, fail: (m: string) => void): void {
  const got = { total: a.totals.totalClicks, unique: a.totals.uniqueClicks, bots: a.botsExcluded };
  if (got.total !== want.total || got.unique !== want.unique || got.bots !== want.bots) {
    fail(`analytics ${what}: totals ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
  }
  const gotPrevious = { total: a.previous.totalClicks, unique: a.previous.uniqueClicks };
  if (gotPrevious.total !== previous.total || gotPrevious.unique !== previous.unique) {
    fail(`analytics ${what}: previous period ${JSON.stringify(gotPrevious)}, expected total ${previous.total}, unique ${previous.unique}`);
  }
  const byDate = a.byDate.reduce((n, p) => n + p.total, 0);
  if (byDate !== want.total) fail(`analytics ${what}: byDate adds up to ${byDate}, expected ${want.total}`);
  const untitled = a.links.filter((l) => !l.title);
  if (a.links.length === 0 || untitled.length) fail(`analytics ${what}: ${a.links.length} ranked links, ${untitled.length} without a title`);
}

export function checkVisitors(page: Paged<Visitor>, want: Totals, byClick: Expected['byClick'], what: string, fail: (m: string) => void): void {
  if (page.total !== want.total) fail(`visitors ${what}: total ${page.total}, expected ${want.total}`);
  if (page.items.length !== Math.min(5, want.total)) fail(`visitors ${what}: ${page.items.length} items on the first page`);
  // Each row's conversions: those seeded for its click (found by time and link).
  for (const item of page.items) {
    const seeded = byClick.get(`${Date.parse(item.time)}|${item.linkId}`);
    if (item.conversions !== (seeded?.conversions ?? 0))
      fail(`visitors ${what}: a row of ${item.time} has ${item.conversions} conversions, seeded ${seeded?.conversions ?? 0}`);
    // A click's sales in more than two currencies list only two (conversion-sql.ts).
    if (seeded && seeded.revenue.size <= 2 && moneyText(item.revenue) !== moneyText([...seeded.revenue].map(([currency, amount]) => ({ currency, amount })))) {
      fail(
        `visitors ${what}: a row of ${item.time} has revenue ${moneyText(item.revenue)}, seeded ${moneyText([...seeded.revenue].map(([currency, amount]) => ({ currency, amount })))}`,
      );
    }
  }
}

export const moneyText = (money: readonly { currency: string; amount: number }[]) =>
  money
    .filter((m) => m.amount !== 0)
    .map((m) => `${m.amount} ${m.currency}`)
    .sort()
    .join(', ') || 'none';

/** Conversions seeded in a range of local days (by their click's day): events, converting clicks, revenue per currency. */
export function conversionsOf(c: DayCounts, range: { first: number; last: number }) {
  const [from, to] = [Math.max(0, range.first), range.last];
  const revenue = [...c.revenue].map(([currency, days]) => ({ currency, amount: sum(days, from, to) })).filter((m) => m.amount !== 0);
  return { conversions: sum(c.conversions, from, to), converting: sum(c.converting, from, to), revenue };
}

/** What the answer says about conversions against what was seeded; answers the line the report prints. */
export function checkConversions(a: Analytics, c: DayCounts, range: Range, what: string, fail: (m: string) => void): string {
  for (const [name, got, want] of [
    ['conversions', a.conversions, conversionsOf(c, range)],
    ['previous period conversions', a.previousConversions, conversionsOf(c, previousOf(range))],
  ] as const) {
    if (got.conversions !== want.conversions || got.convertingClicks !== want.converting || moneyText(got.revenue) !== moneyText(want.revenue)) {
      fail(
        `analytics ${what}: ${name} ${got.conversions} on ${got.convertingClicks} clicks, revenue ${moneyText(got.revenue)};` +
          ` seeded ${want.conversions} on ${want.converting} clicks, revenue ${moneyText(want.revenue)}`,
      );
    }
  }
  const want = conversionsOf(c, range);
  const rate = a.totals.totalClicks ? want.converting / a.totals.totalClicks : 0;
  if (Math.abs(a.conversions.rate - rate) > 1e-9) fail(`analytics ${what}: conversion rate ${a.conversions.rate}, expected ${rate}`);
  const byDate = a.byDate.reduce((n, p) => n + p.conversions, 0);
  if (byDate !== want.conversions) fail(`analytics ${what}: byDate's conversions add up to ${byDate}, expected ${want.conversions}`);
  // Every ranked link carries its own clicks' conversions (each line's copy of its click's dimensions).
  const wrong = a.links.filter((l) => l.conversions !== sum(c.linkConversions.get(l.id) ?? [], Math.max(0, range.first), range.last));
  if (wrong.length)
    fail(
      `analytics ${what}: ${wrong.length} of ${a.links.length} ranked links carry other conversions than seeded (first: ${wrong[0]!.id} ${wrong[0]!.conversions})`,
    );
  return `${what}: ${a.conversions.conversions.toLocaleString('en')} conversions on ${a.conversions.convertingClicks.toLocaleString('en')} clicks (rate ${(a.conversions.rate * 100).toFixed(2)} %), revenue ${moneyText(a.conversions.revenue)}; previous ${a.previousConversions.conversions.toLocaleString('en')}`;
}
