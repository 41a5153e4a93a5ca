import { checkDomainPage, parseDomainCheckMessage } from '#core/domains/check-domain-page.js';
import { logger } from '#lib/logger.js';
import { parseRecordBody, sqsRecordHandler } from '#lib/queue/sqs-handler.js';

/**
 * Domain-check queue consumer (batch size 1): one page of a pass a message (core/domains). A
 * page that fails is reported to SQS, which delivers it again; it resumes from its own cursor.
 */
export const handler = sqsRecordHandler(async (record) => {
  const summary = await checkDomainPage(parseRecordBody(record, parseDomainCheckMessage));
  logger.info('Domain check page', { ...summary });
});
