import type { ClickedVisit } from '@kisa/shared';
import type { EnrichedClick } from './enrich-click.js';

/** A click as the visitor log answers it (core/analytics/list-visitors.ts toVisitor), with its id and campaign. */
export function clickedVisit(r: EnrichedClick, unique: boolean): ClickedVisit {
  return {
    time: r.time,
    visitType: unique ? 'New Visitor' : 'Returning Visitor',
    countryCode: r.countryCode,
    countryName: r.countryName,
    city: r.city,
    ip: r.ip,
    // Named by the webhook step from the team's tags (emit-click-events.ts: only for teams that subscribe).
    tags: [],
    platform: r.device,
    os: r.os,
    browser: r.browser,
    referrer: r.referrer,
    source: r.source,
    linkId: r.linkId,
    shortUrl: r.shortUrl,
    domain: r.domain ?? null,
    id: r.id,
    campaignId: r.campaignId,
  };
}
