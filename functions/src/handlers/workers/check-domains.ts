import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { ScheduledEvent } from 'aws-lambda';
import { startDomainChecks } from '#core/domains/check-all-domains.js';
import { logger } from '#lib/logger.js';

/** Scheduled (EventBridge rate, locally the pollers' timer): starts a pass over the branded domains due a check. */
export const handler = middy<ScheduledEvent, { pass: 'started' | 'running' }>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async () => {
    const pass = await startDomainChecks();
    logger.info('Domain check pass', { pass });
    return { pass };
  });
