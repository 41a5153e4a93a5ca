import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { resolveShortLink } from '../domain/links/resolve-short-link.js';
import { htmlErrors } from '../lib/http/middleware/html-errors.js';
import { notFoundPage, redirectTo } from '../lib/http/redirect-responses.js';
import { shortCodeOf } from '../lib/http/short-path.js';
import type { HttpResponse } from '../lib/http/types.js';
import { logger } from '../lib/logger.js';

export const handler = middy<APIGatewayProxyEventV2, HttpResponse>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(htmlErrors())
  .handler(async (event) => {
    const target = await resolveShortLink(shortCodeOf(event.rawPath));
    return target ? redirectTo(target) : notFoundPage();
  });
