import { sendMemberReport } from '#core/reports/send-member-report.js';
import { fanOutReportPage, parseReportMessage } from '#core/reports/send-reports.js';
import { logger } from '#lib/logger.js';
import { parseRecordBody, sqsRecordHandler } from '#lib/queue/sqs-handler.js';

/**
 * Report queue consumer: a page of due subscriptions (fanned out, then the next page) or one
 * member's report. A message that fails is reported to SQS, which delivers it again; both kinds
 * are idempotent (core/reports).
 */
export const handler = sqsRecordHandler(async (record) => {
  const message = parseRecordBody(record, parseReportMessage);
  if (message.kind === 'page') {
    logger.info('Report page', { ...(await fanOutReportPage(message)) });
    return;
  }
  logger.info('Member report', { outcome: await sendMemberReport(message) });
});
