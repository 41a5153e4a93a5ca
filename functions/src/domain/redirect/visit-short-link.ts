import { withQrMarker } from '@kisa/shared';
import { enqueueClick } from '../../data/click-queue.js';
import { clickEventOf, visitorOf, type Viewer } from '../clicks/visitor.js';
import { decideVisit, findShortLink } from './short-links.js';

export interface ShortLinkVisit {
  code: string;
  /** Whether the visit carried the QR marker (a QR code Kisa drew). */
  viaQr: boolean;
  /** Whether the click counts: GET does; HEAD (and anything else) is answered alike but never counted. */
  counted: boolean;
}

export type VisitAnswer =
  | { kind: 'notFound' }
  | { kind: 'redirect'; location: string; newVisitorId?: string }
  /** For a mobile visitor of a link with a deeplink: try the app, then `location`. */
  | { kind: 'deeplink'; deeplink: string; location: string; newVisitorId?: string };

/**
 * GET /{code}: where a visitor goes, and their click, durably enqueued before the answer
 * (one cached link read, one group-committed enqueue of the raw click, nothing else). A new
 * visitor gets `newVisitorId` to keep as their cookie — through the password gate too, so
 * where the app shares the short domain (locally) the unlock counts the click for the same
 * visitor. Bots are counted out by the click worker, which sees the user agent anyway.
 */
export async function visitShortLink(visit: ShortLinkVisit, viewer: Viewer): Promise<VisitAnswer> {
  const link = await findShortLink(visit.code);
  const decision = decideVisit(link, viewer.userAgent);
  if (decision.kind === 'notFound') return decision;
  if (decision.kind === 'expired') return { kind: 'redirect', location: decision.location };
  const visitor = visitorOf(viewer);
  // The QR marker is recognised here and never passed on (destinations ignore the visit's query).
  if (visit.viaQr) visitor.source = 'qr';
  const newVisitorId = visitor.isNew ? visitor.visitorId : undefined;
  if (decision.kind === 'gate') return { kind: 'redirect', location: visit.viaQr ? withQrMarker(decision.location) : decision.location, newVisitorId };
  if (visit.counted) await enqueueClick(clickEventOf(link!, visitor));
  return decision.kind === 'deeplink'
    ? { kind: 'deeplink', deeplink: decision.deeplink, location: decision.location, newVisitorId }
    : { kind: 'redirect', location: decision.location, newVisitorId };
}
