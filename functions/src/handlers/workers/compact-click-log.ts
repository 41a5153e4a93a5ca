import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { ScheduledEvent } from 'aws-lambda';
import { compactClickLog, type CompactionSummary } from '#core/click-log/compact-click-log.js';
import { GENERATION_DEFAULTS } from '#core/click-log/compact-generations.js';
import { unitsByQueue } from '#core/click-log/units-by-queue.js';
import { config } from '#lib/config.js';
import { logger } from '#lib/logger.js';
import { recordCompactionLag } from '#lib/metrics.js';

/** Leaves time to finish the chunk in hand (read, encode, put, delete) before the Lambda's deadline. */
const CHUNK_MARGIN_MS = 3 * 60_000;

/**
 * Scheduled (EventBridge, every 15 minutes; locally the pollers' timer): plans the click log's
 * next generation, has its units (one per raw team bucket) done through the compaction queue,
 * commits it, and merges closed days. A failure throws so the run is retried; any step it
 * stopped at is safe and the next run finishes it. Records CompactionLagSeconds per run.
 */
export const handler = middy<ScheduledEvent, CompactionSummary>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async (_event, context) => {
    const stopBy = new Date(Date.now() + context.getRemainingTimeInMillis() - CHUNK_MARGIN_MS);
    const summary = await compactClickLog({
      stopBy,
      runUnits: unitsByQueue(stopBy),
      // The grace protects Athena readers holding the state before a commit (a generation's or a merge's);
      // the DuckDB engine keeps one row per id whatever it lists.
      graceMs: config.analytics().engine === 'athena' ? GENERATION_DEFAULTS.graceMs : 0,
    });
    recordCompactionLag(summary.lagSeconds);
    logger.info('Click log compacted', { ...summary });
    return summary;
  });
