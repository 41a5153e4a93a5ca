import { clickTagIdsOf, type Money, type Paged, type TagRef, type Visitor, type VisitorsQuery } from '@kisa/shared';
import { readVisitorPage, type VisitorRow } from '#data/analytics/click-analytics-repo.js';
import { listTeamTags } from '#data/tags/tags-repo.js';
import type { TeamCaller } from '../accounts/caller.js';
import { scopeFor } from './analytics-scope.js';

/** GET /api/analytics/visitors: the visitor log, newest first, bots left out. */
export async function listVisitors(caller: TeamCaller, query: VisitorsQuery): Promise<Paged<Visitor>> {
  const { scope, previousStart } = await scopeFor(caller, query);
  const { rows, total } = await readVisitorPage(scope, previousStart, (query.page - 1) * query.limit, query.limit);
  const tags = await visitorTags(caller.teamId, rows);
  return { items: rows.map((row) => toVisitor(row, tags)), total, page: query.page };
}

/** The team's tags by id, read once, when some row of `rows` recorded a tag (none: nothing read). */
export async function visitorTags(teamId: string, rows: readonly VisitorRow[]): Promise<ReadonlyMap<string, TagRef>> {
  if (!rows.some((r) => r.tagids)) return new Map();
  return teamTagRefs(teamId);
}

/** The team's tags by id, as answers name them. */
export async function teamTagRefs(teamId: string): Promise<ReadonlyMap<string, TagRef>> {
  return new Map((await listTeamTags(teamId)).map((t) => [t.tagId, { id: t.tagId, name: t.name, color: t.color }]));
}

const text = (v: VisitorRow[keyof VisitorRow]): string | null => (v === null || v === undefined ? null : String(v));

/**
 * "New Visitor" is the visitor's first click on that link: the same flag that counts unique
 * clicks. `tags`: the team's tags by id; the click's tag ids it has no tag for (deleted) are left out.
 */
export function toVisitor(row: VisitorRow, tags: ReadonlyMap<string, TagRef>): Visitor {
  return {
    time: String(row.time),
    visitType: row.unique === true ? 'New Visitor' : 'Returning Visitor',
    countryCode: text(row.countrycode),
    countryName: text(row.countryname),
    city: text(row.city),
    ip: text(row.ip) ?? '',
    platform: text(row.device) ?? 'desktop',
    os: text(row.os),
    browser: text(row.browser),
    referrer: text(row.referrer),
    // The click log writes only ClickSource values ('link', 'qr').
    source: (text(row.source) ?? 'link') as Visitor['source'],
    linkId: text(row.linkid) ?? '',
    shortUrl: text(row.shorturl) ?? '',
    domain: text(row.domain),
    // Destination health: sent to the fallback URL while the destination was broken.
    ...(row.fallback === true ? { fallback: true } : {}),
    tags: clickTagIdsOf(text(row.tagids))
      .flatMap((id) => tags.get(id) ?? [])
      .sort((a, b) => a.name.localeCompare(b.name)),
    // Conversions reported for the click, sales per currency.
    conversions: Number(row.conversions ?? 0),
    revenue: [money(row.currency1, row.revenue1), money(row.currency2, row.revenue2)]
      .flatMap((m) => m ?? [])
      .sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency)),
  };
}

const money = (currency: unknown, amount: unknown): Money | undefined =>
  typeof currency === 'string' && currency && amount !== null && amount !== undefined && Number(amount) !== 0
    ? { currency, amount: Number(amount) }
    : undefined;
