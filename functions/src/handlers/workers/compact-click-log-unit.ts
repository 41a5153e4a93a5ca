import { compactUnit, parseCompactionUnitMessage } from '#core/click-log/compact-unit.js';
import { config } from '#lib/config.js';
import { logger } from '#lib/logger.js';
import { parseRecordBody, sqsRecordHandler } from '#lib/queue/sqs-handler.js';

/**
 * Compaction queue consumer (batch size 1): one unit (raw team bucket) of one generation a
 * message (core/click-log/compact-unit.ts). Idempotent: a redelivered unit, or one that failed
 * half-way and is delivered again, writes the same files; one already done or committed does nothing.
 */
export const handler = sqsRecordHandler(async (record) => {
  const { generation, unit } = parseRecordBody(record, parseCompactionUnitMessage);
  const result = await compactUnit(generation, unit, { rawIpDays: config.clickLog().rawIpDays });
  logger.info('Click log unit compacted', { generation, unit, ...result });
});
