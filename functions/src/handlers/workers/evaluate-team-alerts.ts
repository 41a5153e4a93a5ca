import { handleAlertMessage, parseAlertMessage } from '#core/alerts/alert-pass.js';
import { logger } from '#lib/logger.js';
import { parseRecordBody, sqsRecordHandler } from '#lib/queue/sqs-handler.js';

/**
 * Alerts queue consumer (batch size 1): a page of teams with rules (fanned out), or one team's
 * evaluation (core/alerts). A message that fails is reported to SQS, which delivers it again.
 */
export const handler = sqsRecordHandler(async (record) => {
  const summary = await handleAlertMessage(parseRecordBody(record, parseAlertMessage));
  logger.info('Alert message', { ...summary });
});
