import { displayUrl, toAsciiUrl, withQrMarker } from '@kisa/shared';
import { redirectRequestOf, type Viewer } from '../clicks/redirect-request.js';
import { countVisit } from './count-visit.js';
import { disabledSubjectsReady } from './disabled-subjects.js';
import { findDomainPages } from './domain-pages.js';
import { decideVisit, findShortLink, type CompiledPreview } from './short-links.js';
import { isUnfurlBot } from './unfurl-bots.js';

export interface ShortLinkVisit {
  code: string;
  /** The team's branded domain the visit came to; absent: the platform's short domain. */
  domain?: string;
  /** Whether the visit carried the QR marker (a QR code Kisa drew). */
  viaQr: boolean;
  /** Whether the click counts: GET does; HEAD (and anything else) is answered alike but never counted. */
  counted: boolean;
  /** The short link's own query string (targeting rules may ask for a parameter). */
  query?: string;
}

/** `indexable`: the link lets search engines index it; otherwise its answer says `X-Robots-Tag: noindex`. */
export type VisitAnswer =
  /** `elsewhere`: the branded domain's own not-found URL, where its unknown codes go. */
  | { kind: 'notFound'; elsewhere?: string }
  /** 410: disabled; nothing counted. */
  | { kind: 'disabled' }
  /** A flagged link's warning page: Continue → `location`; the click is counted on this view. `code`: `{domain}/{code}` on a branded domain. */
  | { kind: 'warning'; code: string; location: string; display: string; newVisitorId?: string; indexable?: true }
  | { kind: 'redirect'; location: string; newVisitorId?: string; indexable?: true }
  /** For a mobile visitor of a link with a deeplink: try the app, then `location`. */
  | { kind: 'deeplink'; deeplink: string; location: string; newVisitorId?: string; indexable?: true }
  /** A link-unfurling bot on a link with a custom preview: its Open Graph page, pointing on to `location`; not counted. */
  | { kind: 'preview'; preview: CompiledPreview; location: string; indexable?: true };

/**
 * GET /{code}: where a visitor goes, and their click, durably enqueued before the answer
 * (one cached link read, one group-committed enqueue of the raw click, nothing else). A new
 * visitor gets `newVisitorId` to keep as their cookie — through the password gate too, so
 * where the app shares the short domain (locally) the unlock counts the click for the same
 * visitor. Bots are counted out by the click worker, which sees the user agent anyway.
 */
export async function visitShortLink(visit: ShortLinkVisit, viewer: Viewer): Promise<VisitAnswer> {
  // A process's first visits also wait for its first read of the disabled teams and users (beside the
  // alias read); after that the set is refreshed in the background and never awaited here.
  const ready = disabledSubjectsReady();
  const link = await findShortLink(visit.code, undefined, visit.domain);
  if (ready) await ready;
  const request = redirectRequestOf(viewer);
  const decision = decideVisit(link, viewer.userAgent, {
    context: { country: viewer.country, acceptLanguage: viewer.acceptLanguage, query: visit.query, visitorId: request.visitorId },
  });
  if (decision.kind === 'notFound') return notFoundOn(visit.domain);
  if (decision.kind === 'disabled') return decision;
  const indexable = link?.indexable;
  if (decision.kind === 'expired') return { kind: 'redirect', location: decision.location, indexable };
  // Previews: the UA is tested only for links with one; the bot's visit is no click.
  if (link?.preview && (decision.kind === 'go' || decision.kind === 'deeplink' || decision.kind === 'gate') && isUnfurlBot(viewer.userAgent)) {
    return { kind: 'preview', preview: link.preview, location: decision.location, indexable };
  }
  // The QR marker is recognised here and never passed on (destinations ignore the visit's query).
  if (visit.viaQr) request.source = 'qr';
  const newVisitorId = request.isNew ? request.visitorId : undefined;
  if (decision.kind === 'gate')
    return { kind: 'redirect', location: visit.viaQr ? withQrMarker(decision.location) : decision.location, newVisitorId, indexable };
  if (decision.kind === 'warning') {
    // Counted on the warning's view, not on Continue: a "skip the warning" parameter would be one a
    // phisher hands out with the link, and Continue is a plain link to the destination.
    // A password link's click is counted by its unlock instead.
    if (visit.counted && decision.counted) decision.location = await countVisit(link!, request, decision, decision.location);
    const location = !decision.counted && visit.viaQr ? withQrMarker(decision.location) : decision.location;
    // The page's "Report this link" names the domain too: the same code may be another team's elsewhere.
    return {
      kind: 'warning',
      code: link!.domain ? `${link!.domain}/${link!.code}` : link!.code,
      location,
      display: displayUrl(link!.targets.desktop),
      newVisitorId,
      indexable,
    };
  }
  // The click records the rule or split variant that chose its destination, and a link with
  // conversion tracking passes its signed id on.
  if (visit.counted) decision.location = await countVisit(link!, request, decision.kind === 'go' ? decision : {}, decision.location);
  return decision.kind === 'deeplink'
    ? { kind: 'deeplink', deeplink: decision.deeplink, location: decision.location, newVisitorId, indexable }
    : { kind: 'redirect', location: decision.location, newVisitorId, indexable };
}

/** An unknown code: on a branded domain, its team's not-found URL when it set one (not cached as a link: one more cached read). */
async function notFoundOn(domain: string | undefined): Promise<VisitAnswer> {
  const elsewhere = domain ? (await findDomainPages(domain))?.notFoundUrl : undefined;
  return elsewhere ? { kind: 'notFound', elsewhere: toAsciiUrl(elsewhere) } : { kind: 'notFound' };
}
