import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { metrics } from '../metrics.js';

/**
 * The edge's own metric (namespace and dimension of lib/metrics.ts): a branded domain the edge
 * could not start or stop serving — a distribution tenant not created or not enabled (the host is
 * verified in Kisa but not served), or one left disabled instead of deleted. Alarm
 * `EdgeDomainFailures` (infra/lib/constructs/monitoring.ts; docs/OPERATIONS.md says what to do).
 */
export const EDGE_DOMAIN_FAILURES_METRIC = 'EdgeDomainFailures';

/** Counts one failure. Published at once: the scheduled check has no middleware that flushes. */
export function countEdgeDomainFailure(): void {
  metrics.addMetric(EDGE_DOMAIN_FAILURES_METRIC, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
}
