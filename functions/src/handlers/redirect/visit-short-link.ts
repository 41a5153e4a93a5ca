import { BRANDED_DOMAIN_HEADER, hasQrMarker, normalizeDomainHost } from '@kisa/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { visitDomainPage, type DomainPageAnswer } from '#core/redirect/domain-pages.js';
import { visitShortLink, type VisitAnswer } from '#core/redirect/visit-short-link.js';
import { config } from '#lib/config.js';
import { deeplinkPage, disabledPage, errorPage, notFoundPage, previewPage, redirectTo, warningPage } from '#lib/http/redirect-responses.js';
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
    const domain = brandedDomainOf(event.headers ?? {});
    if (domain) {
      const page = await visitDomainPage(domain, event.rawPath ?? '/');
      if (page) return toPageResponse(page);
    }
    const visit = {
      code: shortCodeOf(event.rawPath),
      ...(domain ? { domain } : {}),
      viaQr: hasQrMarker(event.rawQueryString),
      counted: event.requestContext?.http?.method === 'GET',
      query: event.rawQueryString ?? '',
    };
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

/** The branded domain the edge says the request came to (BRANDED_DOMAIN_HEADER), if any. */
function brandedDomainOf(headers: Record<string, string | undefined>): string | undefined {
  const value = headers[BRANDED_DOMAIN_HEADER];
  return value ? (normalizeDomainHost(value) ?? undefined) : undefined;
}

function toPageResponse(page: DomainPageAnswer): HttpResponse {
  if (page.kind === 'redirect') return redirectTo(page.location);
  if (page.kind === 'notFound') return notFoundPage(config.app().appUrl);
  return {
    statusCode: 200,
    headers: { 'content-type': page.contentType, 'cache-control': 'public, max-age=300', 'x-content-type-options': 'nosniff' },
    body: page.body,
  };
}

function toResponse(answer: VisitAnswer): HttpResponse {
  if (answer.kind === 'notFound') return answer.elsewhere ? redirectTo(answer.elsewhere) : notFoundPage(config.app().appUrl);
  if (answer.kind === 'disabled') return disabledPage(config.app().appUrl);
  // Link-unfurling bots on a link with a custom preview: no cookie, no click.
  if (answer.kind === 'preview') return previewPage({ ...answer.preview, location: answer.location }, answer.indexable);
  const cookies = answer.newVisitorId ? [visitorCookie(answer.newVisitorId, config.cookie().secure)] : undefined;
  if (answer.kind === 'warning') return warningPage(config.app().appUrl, answer, cookies, answer.indexable);
  return answer.kind === 'deeplink'
    ? deeplinkPage(answer.deeplink, answer.location, cookies, answer.indexable)
    : redirectTo(answer.location, cookies, answer.indexable);
}
