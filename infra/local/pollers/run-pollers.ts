/**
 * Child-process entry: one poller per entry of `workers` (api-routes.ts) and a timer per
 * entry of `schedules`, invoking the real worker handlers. Its own process, so a heavy batch
 * never competes with redirects.
 */
import { GetQueueUrlCommand, SQSClient } from '@aws-sdk/client-sqs';
import { setMaxListeners } from 'node:events';
import { schedules, workers } from '@kisa/functions/src/api-routes';
import { WORK_QUEUES } from '@kisa/shared';
import { queueArn } from '../bootstrap/create-queues.js';
import { arg, onShutdown, signalReady } from '../emulators/child-ipc.js';
import { loadHandlers } from '../lambda/load-handler.js';
import { guardHandlers } from '../lambda/write-scope.js';
import { pollQueue } from './poll-queue.js';
import { runSchedule } from './run-schedule.js';

const abort = new AbortController();
// One signal for every poller lane, its in-flight receives and the schedules: more than Node's default 10 listeners.
setMaxListeners(100, abort.signal);
const sqs = new SQSClient({ region: process.env.AWS_REGION, endpoint: process.env.SQS_ENDPOINT });
const concurrency = Number(process.env.KISA_POLLER_CONCURRENCY ?? 2);
/**
 * Local intervals of `schedules` (AWS runs them every `everyMinutes`): compaction every
 * 10 minutes by default, so a local log under test gets compacted within one session.
 */
const SCHEDULE_EVERY_MS: Record<string, number> = {
  'compact-click-log': Number(process.env.KISA_COMPACT_EVERY_MS ?? 600_000),
  // Its windows last a second here (CLICK_FOLD_WINDOW_SECONDS in handler-env.ts).
  'fold-click-counts': 1_000,
};

/**
 * `--paused` (benchmarks only, see StartRuntimeOptions.pollers): ready, but no receive until
 * the supervisor sends `{ type: 'resume' }`.
 */
const resumed = new Promise<void>((resolve) => {
  if (!process.argv.includes('--paused')) return resolve();
  process.on('message', (msg: { type?: string }) => {
    if (msg?.type === 'resume') resolve();
  });
});

// Each worker and job writes the table within its declared partitions, as IAM holds it in AWS.
const loaded = guardHandlers(await loadHandlers(arg('handlers-dir'), [...workers.map((w) => w.handler), ...schedules.map((s) => s.handler)]));
const running: Promise<void>[] = [];
const starts: (() => Promise<void>)[] = [];
for (const worker of workers) {
  const l = loaded.get(worker.handler)!;
  if (!l.ok) {
    // Messages wait in the queue until the worker exists and the runtime restarts.
    console.warn(`[pollers] not polling ${worker.queue}: ${l.message}`);
    continue;
  }
  const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: worker.queue }));
  const arn = await queueArn(sqs, QueueUrl!);
  starts.push(() =>
    pollQueue({
      sqs,
      queueUrl: QueueUrl!,
      queueArn: arn,
      handlerName: worker.handler,
      handler: l.handler,
      batchSize: worker.batchSize,
      // Lambda's batching window, at the local value (shared/src/work-queues.ts says why it differs).
      batchingWindowMs: WORK_QUEUES[worker.queue].batchingWindowSeconds.local * 1000,
      // The worker's Lambda timeout, as in AWS (the poller's own default is 5 minutes, the bulk worker's 10).
      timeoutMs: WORK_QUEUES[worker.queue].workerTimeoutSeconds * 1000,
      concurrency,
      signal: abort.signal,
    }),
  );
}

/** Schedules left off (`KISA_SCHEDULES_OFF`, names comma-separated): the test runtime's suites drive those jobs themselves. */
const schedulesOff = new Set((process.env.KISA_SCHEDULES_OFF ?? '').split(',').map((name) => name.trim()));

for (const schedule of schedules) {
  if (schedulesOff.has(schedule.name)) continue;
  const l = loaded.get(schedule.handler)!;
  if (!l.ok) {
    console.warn(`[pollers] not running schedule ${schedule.name}: ${l.message}`);
    continue;
  }
  const everyMs = SCHEDULE_EVERY_MS[schedule.name] ?? schedule.everyMinutes * 60_000;
  starts.push(() =>
    runSchedule({
      name: schedule.name,
      handlerName: schedule.handler,
      handler: l.handler,
      everyMs,
      // A job every second starts at once; the rest after 15 s, once the runtime has settled.
      firstRunMs: Math.min(15_000, everyMs),
      signal: abort.signal,
    }),
  );
}

onShutdown(async () => {
  abort.abort();
  // Let in-flight batches and scheduled runs finish (their deletes too), but never hang shutdown
  // on one (an interrupted compaction is safe: the next run finishes it).
  await Promise.race([Promise.all(running), new Promise((r) => setTimeout(r, 5_000))]);
  sqs.destroy();
});
signalReady();
await resumed;
if (!abort.signal.aborted) running.push(...starts.map((start) => start()));
