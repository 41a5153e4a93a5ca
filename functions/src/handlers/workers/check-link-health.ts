import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { ScheduledEvent } from 'aws-lambda';
import { startHealthChecks } from '#core/health/check-health-page.js';
import { logger } from '#lib/logger.js';

/** Scheduled (EventBridge rate, locally the pollers' timer): starts a pass over the links due a destination check. */
export const handler = middy<ScheduledEvent, { pass: 'started' | 'running' }>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async () => {
    const pass = await startHealthChecks();
    logger.info('Link health pass', { pass });
    return { pass };
  });
