import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { ScheduledEvent } from 'aws-lambda';
import { startReports } from '#core/reports/send-reports.js';
import { logger } from '#lib/logger.js';

/** Scheduled (EventBridge rate, locally the pollers' timer): the first page of the e-mail reports due. */
export const handler = middy<ScheduledEvent, void>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async () => {
    await startReports();
  });
