/**
 * The SQS work queues' receive settings, one definition for both runtimes: CDK
 * (infra/lib/constructs/queues-and-workers.ts: queue, dead-letter redrive, event source) and
 * the local runtime (infra/local/bootstrap/create-queues.ts, infra/local/pollers/run-pollers.ts);
 * the bulk worker reads maxReceiveCount to know a message's last delivery. Keyed by the queue
 * names of `workers` (functions/src/api-routes.ts), which holds each worker's batch size.
 */

export interface WorkQueueSettings {
  /**
   * Receives before SQS moves a message to the queue's dead-letter queue: at least 5 for a Lambda
   * consumer (AWS's guidance), since a batch the event source received but could not hand to a
   * throttled function counts as a receive too.
   */
  maxReceiveCount: number;
  /** How long one worker invocation may take (the Lambda timeout). */
  workerTimeoutSeconds: number;
  /**
   * 6 × the worker's timeout (AWS's guidance for Lambda consumers): a batch that is throttled
   * or retried is not handed out again while it is still being worked on.
   */
  visibilityTimeoutSeconds: number;
  /**
   * How long a batch gathers before the worker is invoked (Lambda's
   * MaximumBatchingWindowInSeconds; the local poller's wait), per runtime; 0: at once.
   */
  batchingWindowSeconds: { aws: number; local: number };
}

const settings = (s: Omit<WorkQueueSettings, 'visibilityTimeoutSeconds'>): WorkQueueSettings => ({
  ...s,
  visibilityTimeoutSeconds: 6 * s.workerTimeoutSeconds,
});

export const WORK_QUEUES = {
  // Clicks: in Lambda a message holds one click (the redirect's group commit groups only within
  // a process), so 2 s gathers more of them per invocation (fewer, larger log objects and
  // counter transactions) and still keeps a click on the dashboard within ~5 s (the spec
  // refetches 5 s after a click). Locally the gateway's group commit already joins a burst's
  // clicks into one message, so 1 s is enough to turn a burst into a few large batches and
  // keeps local analytics within ~2–3 s (docs/BENCHMARKS.md measured both).
  clicks: settings({ maxReceiveCount: 5, workerTimeoutSeconds: 60, batchingWindowSeconds: { aws: 2, local: 1 } }),
  // A bulk part is up to 1,000 links with conditional writes: minutes against a cold table.
  bulk: settings({ maxReceiveCount: 5, workerTimeoutSeconds: 600, batchingWindowSeconds: { aws: 0, local: 0 } }),
  // Webhook deliveries: up to 10 messages at once, each an attempt of at most 10 s
  // (or an event's fan-out); retries are new messages with a delay, not redeliveries, so a
  // message reaches the dead-letter queue only when the worker itself keeps failing on it.
  webhooks: settings({ maxReceiveCount: 5, workerTimeoutSeconds: 60, batchingWindowSeconds: { aws: 0, local: 0 } }),
  // Imports: one step of one import per message (a page of a source's links, or of their
  // history): seconds of work, minutes when a page is 1,000 links against a cold table. A step a
  // source's rate limit holds up is sent again with a delay, not redelivered.
  imports: settings({ maxReceiveCount: 5, workerTimeoutSeconds: 600, batchingWindowSeconds: { aws: 0, local: 0 } }),
  // Domain checks: a message is one page of due domains (its cursor names the next page), checked
  // by a pool of DNS lookups; the page sends the next one only once it is done, so a redelivered
  // page reads just what is still due and a pass never restarts from page one.
  domainChecks: settings({ maxReceiveCount: 5, workerTimeoutSeconds: 120, batchingWindowSeconds: { aws: 0, local: 0 } }),
  // Destination health: a message is one page of links due a check (its cursor names the next),
  // up to 100 links whose destinations are fetched 25 at a time (10 s each at most: ~80 s worst case).
  healthChecks: settings({ maxReceiveCount: 5, workerTimeoutSeconds: 180, batchingWindowSeconds: { aws: 0, local: 0 } }),
  // Click-log compaction: one unit (a raw team bucket's objects of one generation) per message,
  // idempotent (core/click-log/compact-unit.ts); a unit is seconds to a minute, 5 at the upper bound.
  compaction: settings({ maxReceiveCount: 5, workerTimeoutSeconds: 300, batchingWindowSeconds: { aws: 0, local: 0 } }),
  // Alerts: a message is a page of teams with rules (fanned out, one message a team, plus the next
  // page) or one team's evaluation (one analytics question per watched target, a few deliveries).
  alerts: settings({ maxReceiveCount: 5, workerTimeoutSeconds: 120, batchingWindowSeconds: { aws: 0, local: 0 } }),
  // E-mail reports: a message is a page of due subscriptions (fanned out, one message each, plus
  // the next page) or one member's report (an analytics question, a chart, one mail): seconds.
  reports: settings({ maxReceiveCount: 5, workerTimeoutSeconds: 120, batchingWindowSeconds: { aws: 0, local: 0 } }),
} as const satisfies Record<string, WorkQueueSettings>;

export type WorkQueueName = keyof typeof WORK_QUEUES;
