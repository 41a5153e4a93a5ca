/**
 * Child-process entry: one poller per entry of `workers` (api-routes.ts), invoking the real
 * worker handlers. Its own process, so a heavy batch never competes with redirects.
 */
import { GetQueueUrlCommand, SQSClient } from '@aws-sdk/client-sqs';
import { workers } from '@kisa/functions/src/api-routes';
import { queueArn } from '../bootstrap/create-queues.js';
import { arg, onShutdown, signalReady } from '../emulators/child-ipc.js';
import { loadHandlers } from '../lambda/load-handler.js';
import { pollQueue } from './poll-queue.js';

const abort = new AbortController();
const sqs = new SQSClient({ region: process.env.AWS_REGION, endpoint: process.env.SQS_ENDPOINT });
const concurrency = Number(process.env.KISA_POLLER_CONCURRENCY ?? 2);

const loaded = await loadHandlers(arg('handlers-dir'), workers.map((w) => w.handler));
const running: Promise<void>[] = [];
for (const worker of workers) {
  const l = loaded.get(worker.handler)!;
  if (!l.ok) {
    // Messages wait in the queue until the worker exists and the runtime restarts.
    console.warn(`[pollers] not polling ${worker.queue}: ${l.message}`);
    continue;
  }
  const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: worker.queue }));
  running.push(
    pollQueue({
      sqs,
      queueUrl: QueueUrl!,
      queueArn: await queueArn(sqs, QueueUrl!),
      handlerName: worker.handler,
      handler: l.handler,
      batchSize: worker.batchSize,
      concurrency,
      signal: abort.signal,
    }),
  );
}

onShutdown(async () => {
  abort.abort();
  // Let in-flight batches finish (their deletes too), but never hang shutdown on one.
  await Promise.race([Promise.all(running), new Promise((r) => setTimeout(r, 5_000))]);
  sqs.destroy();
});
signalReady();
