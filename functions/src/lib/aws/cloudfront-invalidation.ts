import { randomUUID } from 'node:crypto';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { PREVIEW_IMAGES_PREFIX } from '@kisa/shared';
import { config } from '../config.js';
import { logger } from '../logger.js';
import { METRIC, metrics } from '../metrics.js';

/**
 * Removing edge copies of preview images from the app distribution (PREVIEW_DISTRIBUTION_ID) when
 * one is taken down or deleted: its path would otherwise be served from CloudFront's caches for up
 * to the cache policy's default TTL (CachingOptimized: 24 hours; S3 sends no Cache-Control).
 *
 * Never throws: the takedown (the tag, the delete) has happened by then and stands. CloudFront is
 * tried INVALIDATION_ATTEMPTS times by the SDK's standard retry (throttling, 5xx and timeouts,
 * with exponential backoff), each attempt cut after ATTEMPT_MS; what still fails is logged as an
 * error naming the paths (the runbook's `aws cloudfront create-invalidation` replays it) and counted
 * (METRIC.previewInvalidationsFailed, alarm PreviewInvalidationFailures). Locally there is no CDN:
 * without a distribution id nothing is sent.
 */

/** Attempts in all: inside the API function's timeout even when every one hangs (3 × 2 s plus backoff). */
export const INVALIDATION_ATTEMPTS = 3;
const ATTEMPT_MS = 2_000;
/** Paths named one by one in an invalidation; more become one wildcard path. */
export const MAX_NAMED_PATHS = 1_000;

// One client per process; CloudFront's API is global (us-east-1) whatever the function's region.
let client: CloudFrontClient | undefined;
const cloudFront = () =>
  (client ??= new CloudFrontClient({
    region: 'us-east-1',
    endpoint: config.endpoints.cloudFront,
    maxAttempts: INVALIDATION_ATTEMPTS,
    // throwOnRequestTimeout: without it the handler only warns and a hung CloudFront holds the request forever.
    requestHandler: { requestTimeout: ATTEMPT_MS, connectionTimeout: ATTEMPT_MS, throwOnRequestTimeout: true },
  }));

export type InvalidationOutcome = 'invalidated' | 'no-cdn' | 'failed';

/** Invalidates these object keys' paths (`previews/…` → `/previews/…`) on the app distribution, in one request. */
export async function invalidatePreviewKeys(keys: readonly (string | undefined)[]): Promise<InvalidationOutcome> {
  const distributionId = config.previewImages().distributionId;
  const named = [...new Set(keys.filter((k): k is string => !!k))].map((key) => encodeURI(`/${key.replace(/^\/+/, '')}`));
  if (!distributionId || named.length === 0) return 'no-cdn';
  // CloudFront holds at most 3,000 named paths in progress per distribution: past MAX_NAMED_PATHS
  // (a blocklist entry disabling many links) the whole previews path goes, as one wildcard path.
  const paths = named.length > MAX_NAMED_PATHS ? [`/${PREVIEW_IMAGES_PREFIX}/*`] : named;
  try {
    const answer = await cloudFront().send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: { CallerReference: randomUUID(), Paths: { Quantity: paths.length, Items: paths } },
      }),
    );
    if (!answer.Invalidation?.Id) throw new Error('CloudFront answered without an invalidation id');
    return 'invalidated';
  } catch (error) {
    logger.error('Could not invalidate preview images at the edge: their copies are served until the TTL unless invalidated by hand', {
      distributionId,
      paths: paths.slice(0, 50),
      count: paths.length,
      error: error as Error,
    });
    metrics.addMetric(METRIC.previewInvalidationsFailed, MetricUnit.Count, 1);
    metrics.publishStoredMetrics();
    return 'failed';
  }
}
