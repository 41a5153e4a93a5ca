import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { ScheduledEvent } from 'aws-lambda';
import { checkAllDomains } from '#core/domains/check-all-domains.js';
import { logger } from '#lib/logger.js';

/** Scheduled (EventBridge rate, locally the pollers' timer): reads every branded domain's DNS records again. */
export const handler = middy<ScheduledEvent, { checked: number; failed: number }>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async () => {
    const summary = await checkAllDomains();
    logger.info('Domains checked', summary);
    return summary;
  });
