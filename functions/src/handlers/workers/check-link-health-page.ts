import { checkHealthPage, parseHealthCheckMessage } from '#core/health/check-health-page.js';
import { logger } from '#lib/logger.js';
import { parseRecordBody, sqsRecordHandler } from '#lib/queue/sqs-handler.js';

/**
 * Health-check queue consumer (batch size 1): one page of a pass a message (core/health). A page
 * that fails is reported to SQS, which delivers it again; it resumes from its own cursor.
 */
export const handler = sqsRecordHandler(async (record) => {
  const summary = await checkHealthPage(parseRecordBody(record, parseHealthCheckMessage));
  logger.info('Link health page', { checked: summary.checked, failed: summary.failed, outcome: summary.outcome, ...summary.outcomes });
});
