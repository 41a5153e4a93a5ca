import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { ScheduledEvent } from 'aws-lambda';
import { foldClickCounts, type FoldSummary } from '#core/clicks/fold-click-counts.js';
import { logger } from '#lib/logger.js';

/**
 * Scheduled (EventBridge, every minute; locally the pollers' timer, every second): folds the
 * closed windows' first-receipt counts into link and team counters. A failure throws; the next
 * run finishes what this one left.
 */
export const handler = middy<ScheduledEvent, FoldSummary>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async () => {
    const summary = await foldClickCounts();
    if (summary.windows > 0) logger.info('Click counts folded', { ...summary });
    return summary;
  });
