import type { Paged, Visitor, VisitorsQuery } from '@kisa/shared';
import { readVisitorPage, type VisitorRow } from '#data/analytics/click-analytics-repo.js';
import type { Caller } from '../accounts/caller.js';
import { scopeFor } from './analytics-scope.js';

/** GET /api/analytics/visitors: the visitor log, newest first, bots left out. */
export async function listVisitors(caller: Caller, query: VisitorsQuery): Promise<Paged<Visitor>> {
  const { scope, previousStart } = await scopeFor(caller, query);
  const { rows, total } = await readVisitorPage(scope, previousStart, (query.page - 1) * query.limit, query.limit);
  return { items: rows.map(toVisitor), total, page: query.page };
}

const text = (v: VisitorRow[keyof VisitorRow]): string | null => (v === null || v === undefined ? null : String(v));

/** "New Visitor" is the visitor's first click on that link: the same flag that counts unique clicks. */
export function toVisitor(row: VisitorRow): Visitor {
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
  };
}
