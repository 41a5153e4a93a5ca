import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { randomUUID } from 'node:crypto';
import { config } from '../../lib/config.js';
import { logger } from '../../lib/logger.js';
import { GroupCommit } from '../../lib/queue/group-commit.js';
import { clickMessageBody, serializeEvent, type RawClickEvent } from './click-event.js';
import { CLICK_SQS_OPTIONS } from './click-sqs-options.js';

/**
 * The one durable enqueue of the redirect path: a group commit onto the click queue.
 * One SQS message per group, `{"v":2,"g":<uuid>,"events":[[...],...]}` (click-event.ts); the group id is fixed
 * before the first attempt, so the SDK's own retries resend the same id and the worker
 * counts the group once however often it arrives.
 */

/** SQS's limit is 256 KiB per message; the envelope and a margin stay below it. */
const MAX_GROUP_BYTES = 250_000;
/**
 * Sends outstanding at once per process. One: everything that arrives while a send is in
 * flight joins the next one, which makes groups as large as the traffic allows (each send
 * costs far more CPU than the events in it; measured in docs/BENCHMARKS.md: 1 beat 4 and 16).
 */
const MAX_IN_FLIGHT = 1;

const clickSqs = once(() => new SQSClient({ region: config.region, endpoint: config.endpoints.sqs, ...CLICK_SQS_OPTIONS }));

let queue: GroupCommit | undefined;

function once<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

function clickQueue(): GroupCommit {
  return (queue ??= new GroupCommit(
    async (items) => {
      await clickSqs().send(new SendMessageCommand({ QueueUrl: config.clickQueue().url, MessageBody: clickMessageBody(randomUUID(), items) }));
    },
    { maxBytes: MAX_GROUP_BYTES, maxInFlight: MAX_IN_FLIGHT },
  ));
}

/**
 * Enqueues one click and resolves once the SQS message holding it is stored. Never
 * rejects: when the send failed even after the SDK's retries, the click is written to the
 * error log (the record of last resort; CloudWatch keeps it) and the visitor is still
 * redirected — a visitor is never turned away because analytics is unwell.
 */
export async function enqueueClick(event: RawClickEvent): Promise<void> {
  const serialized = serializeEvent(event);
  try {
    await clickQueue().add(serialized);
  } catch (error) {
    logger.error('Click enqueue failed; click kept in this log line', { error: error as Error, click: serialized });
  }
}
