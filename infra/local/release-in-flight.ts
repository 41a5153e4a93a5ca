/**
 * Hands the work queues' in-flight messages back to the pollers at once, for the supervisor
 * (runtime.ts) after a crash of part of the runtime:
 * - the pollers died: whatever they had received (up to a click batch per lane, a bulk part)
 *   would stay invisible for the whole visibility timeout (6 min for clicks, an hour for bulk);
 * - DynamoDB or S3 died: the workers failed the batches they worked on meanwhile, which then
 *   wait out the same timeout before their retry.
 * No other consumer reads these queues, and every worker is idempotent (a redelivered click or
 * part counts nothing twice, docs/RELIABILITY.md), so handing a message out again early is safe.
 * fauxqs's inspection endpoint lists the receipt handles; ChangeMessageVisibility releases them.
 */
import { ChangeMessageVisibilityBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { localClientBase } from './bootstrap/aws-clients.js';

/**
 * Visible again after 1 s, not 0: fauxqs 2.4 with a data dir fails ChangeMessageVisibility to 0
 * (its write-through sets the receive count to NULL: "NOT NULL constraint failed") after it has
 * already taken the message out of flight, so the message vanishes from the running emulator
 * until its next start. Any other timeout takes a path that works.
 */
const RELEASE_VISIBILITY_SECONDS = 1;

export interface WorkQueue {
  name: string;
  url: string;
  visibilityTimeoutSeconds: number;
}

interface InFlight {
  receiptHandle: string;
  visibilityDeadline: number;
}

/**
 * Releases every in-flight message of `queues` received before `receivedBefore` (ms since the
 * epoch; a receive's time is its visibility deadline less the queue's timeout). Answers how many.
 */
export async function releaseInFlight(sqsEndpoint: string, queues: readonly WorkQueue[], receivedBefore = Date.now()): Promise<number> {
  const sqs = new SQSClient({ ...localClientBase, endpoint: sqsEndpoint, maxAttempts: 1, requestHandler: { connectionTimeout: 1_000, requestTimeout: 5_000 } });
  try {
    let released = 0;
    for (const queue of queues) {
      const res = await fetch(`${sqsEndpoint}/_fauxqs/queues/${encodeURIComponent(queue.name)}`, { signal: AbortSignal.timeout(5_000) });
      if (!res.ok) throw new Error(`fauxqs's inspection of ${queue.name} answered ${res.status}`);
      const { messages } = (await res.json()) as { messages: { inflight: InFlight[] } };
      const handles = messages.inflight
        .filter((m) => m.visibilityDeadline - queue.visibilityTimeoutSeconds * 1000 < receivedBefore)
        .map((m) => m.receiptHandle);
      for (let i = 0; i < handles.length; i += 10) {
        const entries = handles.slice(i, i + 10).map((ReceiptHandle, n) => ({ Id: String(n), ReceiptHandle, VisibilityTimeout: RELEASE_VISIBILITY_SECONDS }));
        const out = await sqs.send(new ChangeMessageVisibilityBatchCommand({ QueueUrl: queue.url, Entries: entries }));
        // A failed entry was deleted (or released) meanwhile: nothing left to do for it.
        released += out.Successful?.length ?? 0;
      }
    }
    return released;
  } finally {
    sqs.destroy();
  }
}
