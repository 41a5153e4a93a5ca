import { hasQrMarker, withQrMarker } from '@kisa/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { enqueueClick } from '../domain/clicks/enqueue-click.js';
import { clickEventOf, visitorCookie, visitorOf } from '../domain/clicks/visitor.js';
import { decideVisit, findShortLink } from '../domain/redirect/short-links.js';
import { config } from '../lib/config.js';
import { deeplinkPage, errorPage, notFoundPage, redirectTo } from '../lib/http/redirect-responses.js';
import { shortCodeOf } from '../lib/http/short-path.js';
import type { HttpResponse } from '../lib/http/types.js';
import { logger } from '../lib/logger.js';

/**
 * GET /{code} (Function URL behind the short-domain CloudFront; locally the gateway).
 * The hot path: one cached link read, one group-committed enqueue of the raw click, the
 * answer. Deliberately no middy chain: the only middleware it would need is the error
 * page, and the per-request context injection costs more than the rest of the path.
 * HEAD (and any other method) is answered like GET but never counted; bots are counted
 * out by the click worker, which sees the user agent anyway.
 */
export const handler = async (event: APIGatewayProxyEventV2): Promise<HttpResponse> => {
  try {
    return await visit(event);
  } catch (error) {
    logger.error('Redirect failed', { error: error as Error, path: event.rawPath });
    return errorPage();
  }
};

async function visit(event: APIGatewayProxyEventV2): Promise<HttpResponse> {
  const link = await findShortLink(shortCodeOf(event.rawPath));
  const headers = event.headers ?? {};
  const decision = decideVisit(link, headers['user-agent']);
  if (decision.kind === 'notFound') return notFoundPage();
  if (decision.kind === 'expired') return redirectTo(decision.location);
  const visitor = visitorOf(headers, event.cookies, event.requestContext?.http?.sourceIp);
  // The QR marker is recognised here and never passed on (destinations ignore the visit's query).
  const viaQr = hasQrMarker(event.rawQueryString);
  if (viaQr) visitor.source = 'qr';
  // The gate gets the cookie too: where the app shares the short domain (locally), the
  // unlock call then counts the click for the same visitor.
  const cookies = visitor.isNew ? [visitorCookie(visitor.visitorId, config.cookie().secure)] : undefined;
  if (decision.kind === 'gate') return redirectTo(viaQr ? withQrMarker(decision.location) : decision.location, cookies);
  if (event.requestContext?.http?.method === 'GET') await enqueueClick(clickEventOf(link!, visitor));
  return decision.kind === 'deeplink' ? deeplinkPage(decision.deeplink, decision.location, cookies) : redirectTo(decision.location, cookies);
}
