import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { ScheduledEvent } from 'aws-lambda';
import { promoteExperiments } from '#core/links/promote-experiments.js';
import { logger } from '#lib/logger.js';

/** Scheduled (EventBridge rate, locally the pollers' timer): ends the A/B tests whose leader has won. */
export const handler = middy<ScheduledEvent, { teams: number; judged: number; promoted: number; failed: number }>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async () => {
    const summary = await promoteExperiments();
    logger.info('A/B tests judged', summary);
    return summary;
  });
