/** local-aws-sqs: SQS (JSON + query protocols), in memory. Queues are re-created by bootstrap. */
import { createSqsServer } from 'local-aws-sqs';
import { arg, onShutdown, signalReady } from './child-ipc.js';

const server = await createSqsServer({
  port: Number(arg('port')),
  hostname: arg('host'),
  region: 'us-east-1',
  // Bootstrap deletes nothing, so the 60 s re-create guard would only get in the way of tests.
  emulateQueueCreationLifecycle: false,
});
onShutdown(() => new Promise<void>((resolve) => server.close(() => resolve())));
signalReady();
