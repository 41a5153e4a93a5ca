import { hasQrMarker } from '@kisa/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { visitShortLink, type VisitAnswer } from '#domain/redirect/visit-short-link.js';
import { config } from '#lib/config.js';
import { deeplinkPage, disabledPage, errorPage, notFoundPage, redirectTo, warningPage } from '#lib/http/redirect-responses.js';
import { shortCodeOf } from '#lib/http/short-path.js';
import type { HttpResponse } from '#lib/http/types.js';
import { visitorCookie } from '#lib/http/visitor-cookie.js';
import { logger } from '#lib/logger.js';
import { readViewer } from './read-viewer.js';

/**
 * GET /{code} (Function URL behind the short-domain CloudFront; locally the gateway).
 * Deliberately no middy chain: the only middleware it would need is the error page, and the
 * per-request context injection costs more than the rest of the path. Its module graph
 * holds no AWS SDK (data/links/get-alias.ts, data/clicks/click-queue.ts): that is its cold start.
 */
export const handler = async (event: APIGatewayProxyEventV2): Promise<HttpResponse> => {
  try {
    const visit = { code: shortCodeOf(event.rawPath), viaQr: hasQrMarker(event.rawQueryString), counted: event.requestContext?.http?.method === 'GET' };
    return toResponse(await visitShortLink(visit, readViewer(event.headers ?? {}, event.cookies, event.requestContext?.http?.sourceIp)));
  } catch (error) {
    logger.error('Redirect failed', { error: error as Error, path: event.rawPath });
    return errorPage(appUrlOrRoot());
  }
};

/** The app's URL for the pages' home link; a broken configuration still gets a page. */
function appUrlOrRoot(): string {
  try {
    return config.app().appUrl;
  } catch {
    return '';
  }
}

function toResponse(answer: VisitAnswer): HttpResponse {
  if (answer.kind === 'notFound') return notFoundPage(config.app().appUrl);
  if (answer.kind === 'disabled') return disabledPage(config.app().appUrl);
  const cookies = answer.newVisitorId ? [visitorCookie(answer.newVisitorId, config.cookie().secure)] : undefined;
  if (answer.kind === 'warning') return warningPage(config.app().appUrl, answer, cookies);
  return answer.kind === 'deeplink' ? deeplinkPage(answer.deeplink, answer.location, cookies) : redirectTo(answer.location, cookies);
}
