import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { ScheduledEvent } from 'aws-lambda';
import { startAlertPass } from '#core/alerts/alert-pass.js';
import { logger } from '#lib/logger.js';

/** Scheduled (EventBridge rate, locally the pollers' timer): starts a pass over the teams with alert rules. */
export const handler = middy<ScheduledEvent, { pass: 'started' }>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async () => {
    await startAlertPass();
    return { pass: 'started' };
  });
