import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/**
 * The project's own CloudWatch metrics, written as EMF log lines (Embedded Metric Format):
 * CloudWatch Logs turns each line into a data point, so emitting one is a synchronous
 * stdout write — no PutMetricData call, no I/O on the redirect's path. One instance per
 * process; the only dimension is `service`, fixed here, so the alarms in
 * infra/lib/constructs/monitoring.ts name each metric exactly. The local runtime sets
 * POWERTOOLS_METRICS_DISABLED=true (infra/local/handler-env.ts): no EMF lines in its logs.
 */
export const METRICS_NAMESPACE = 'Kisa';
export const METRICS_SERVICE = 'kisa';

/** Every metric the code emits (docs/OPERATIONS.md says what each means). */
export const METRIC = {
  /** Clicks whose click-queue send failed for good: they live on only in an error log line, for replay. */
  clicksNotEnqueued: 'ClicksNotEnqueued',
  /** API requests refused by the origin check: direct calls to the execute-api endpoint (or a stale secret). */
  originCheckRefused: 'OriginCheckRefused',
  /** Webhook events whose enqueue failed: they live on only in an error log line, for replay. */
  webhookEventsNotEnqueued: 'WebhookEventsNotEnqueued',
  /** Webhook endpoints Kisa disabled (repeated failures or 410 Gone); their owners were mailed. */
  webhookEndpointsDisabled: 'WebhookEndpointsDisabled',
  /** Per compaction run: the age of the oldest raw click-log object not compacted yet (0: none); readers scan it raw until then. */
  compactionLagSeconds: 'CompactionLagSeconds',
  /** Preview-image invalidations CloudFront did not take after every attempt: edge copies live on until their TTL. */
  previewInvalidationsFailed: 'PreviewInvalidationsFailed',
} as const;

export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE });

/**
 * Counts clicks that did not reach the click queue. Published at once: the redirect has no
 * middleware that would flush at the end of the invocation.
 */
export function countClicksNotEnqueued(clicks: number): void {
  metrics.addMetric(METRIC.clicksNotEnqueued, MetricUnit.Count, clicks);
  metrics.publishStoredMetrics();
}

/**
 * Counts one API request the origin check refused (lib/http/middleware/from-cloudfront.ts):
 * the execute-api endpoint stays reachable, so its abuse shows as this metric (alarm
 * `DirectApiCalls`, docs/OPERATIONS.md). Published at once, like the one above.
 */
export function countOriginCheckRefused(): void {
  metrics.addMetric(METRIC.originCheckRefused, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
}

/** Counts webhook events that did not reach the webhook queue (published at once, like the click count). */
export function countWebhookEventsNotEnqueued(events: number): void {
  metrics.addMetric(METRIC.webhookEventsNotEnqueued, MetricUnit.Count, events);
  metrics.publishStoredMetrics();
}

/** Counts one webhook endpoint Kisa disabled. */
export function countWebhookEndpointDisabled(): void {
  metrics.addMetric(METRIC.webhookEndpointsDisabled, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
}

/** Records one compaction run's lag (seconds), published at once like the counts above. */
export function recordCompactionLag(seconds: number): void {
  metrics.addMetric(METRIC.compactionLagSeconds, MetricUnit.Seconds, Math.max(0, Math.round(seconds)));
  metrics.publishStoredMetrics();
}
