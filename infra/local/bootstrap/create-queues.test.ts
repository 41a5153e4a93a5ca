/// <reference path="../test/runtime-context.d.ts" />
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { workers } from '@kisa/functions/src/api-routes';
import { WORK_QUEUES } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureQueue } from './create-queues.js';

// The queues the local runtime bootstraps have the receive settings shared/src/work-queues.ts
// defines (CDK's side: infra/lib/runtime-facts.test.ts).

let sqs: SQSClient;
let endpoint: string;
beforeAll(() => {
  endpoint = inject('runtime').env.SQS_ENDPOINT!;
  sqs = new SQSClient({ region: 'us-east-1', endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
});
afterAll(() => sqs.destroy());

async function settingsOf(queueUrl: string) {
  const attrs =
    (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['VisibilityTimeout', 'RedrivePolicy'] }))).Attributes ?? {};
  return { visibilityTimeoutSeconds: Number(attrs.VisibilityTimeout), maxReceiveCount: JSON.parse(attrs.RedrivePolicy ?? '{}').maxReceiveCount };
}

describe('ensureQueue', () => {
  it("gives each worker's queue the shared visibility timeout and receives before its dead-letter queue", async () => {
    const env = inject('runtime').env;
    const urls: Record<string, string | undefined> = {
      clicks: env.CLICK_QUEUE_URL,
      bulk: env.BULK_QUEUE_URL,
      webhooks: env.WEBHOOK_QUEUE_URL,
      imports: env.IMPORT_QUEUE_URL,
      domainChecks: env.DOMAIN_CHECK_QUEUE_URL,
      healthChecks: env.HEALTH_CHECK_QUEUE_URL,
      alerts: env.ALERT_QUEUE_URL,
      compaction: env.COMPACTION_QUEUE_URL,
      reports: env.REPORT_QUEUE_URL,
    };
    for (const w of workers) {
      const { visibilityTimeoutSeconds, maxReceiveCount } = WORK_QUEUES[w.queue];
      expect(await settingsOf(urls[w.queue]!), w.queue).toEqual({ visibilityTimeoutSeconds, maxReceiveCount });
    }
  });

  it('gives a queue persisted with other settings (an older data dir) the current ones', async () => {
    const name = `bootstrap-${randomUUID()}`;
    await ensureQueue(sqs, { name, visibilityTimeoutSeconds: 60, maxReceiveCount: 5 }, endpoint);
    const queue = await ensureQueue(sqs, { name, visibilityTimeoutSeconds: 360, maxReceiveCount: 3 }, endpoint);
    expect(await settingsOf(queue.url)).toEqual({ visibilityTimeoutSeconds: 360, maxReceiveCount: 3 });
  });
});
