import { randomUUID } from 'node:crypto';
import { createAwsJsonClient, type AwsJsonClient } from '#lib/aws/aws-json-client.js';
import { config } from '#lib/config.js';
import { logger } from '#lib/logger.js';
import { countClicksNotEnqueued } from '#lib/metrics.js';
import { GroupCommit } from '#lib/queue/group-commit.js';
import { clickMessageBody, serializeEvent, type RawClickEvent } from './click-event.js';
import { CLICK_SEND_LIMITS, RETRY_VISIBLE_AFTER_SECONDS } from './click-send-limits.js';

/**
 * The one durable enqueue of the redirect path: a group commit onto the click queue.
 * One SQS message per group, `{"v":2,"g":<uuid>,"events":[[...],...]}` (click-event.ts); the group id is fixed
 * before the first attempt, so the retry (marked `"r":1`) and an operator's replay of the fallback
 * line resend the same id, and the worker, which checks both, counts the group once however often
 * it arrives.
 * Sent with the lean signing client (lib/aws/aws-json-client.ts), not the SDK: its per-send
 * CPU is what bounded the redirect rate (docs/BENCHMARKS.md).
 */

/** SQS's limit is 256 KiB per message; the envelope and a margin stay below it. */
const MAX_GROUP_BYTES = 250_000;
/**
 * Sends outstanding at once per process. One: everything that arrives while a send is in
 * flight joins the next one, which makes groups as large as the traffic allows (each send
 * costs far more CPU than the events in it; measured in docs/BENCHMARKS.md: 1 beat 4 and 16).
 */
const MAX_IN_FLIGHT = 1;

/**
 * The message of the error line that keeps a group whose send failed; its `clickMessage`
 * field is the exact SQS message body. docs/OPERATIONS.md finds these lines by this text
 * and sends each body to the click queue again.
 */
export const CLICK_SEND_FAILED = 'Click send failed';

let client: AwsJsonClient | undefined;
let queue: GroupCommit | undefined;

const clickSqs = (): AwsJsonClient =>
  (client ??= createAwsJsonClient({ service: 'sqs', targetPrefix: 'AmazonSQS', region: config.region, endpoint: config.endpoints.sqs, ...CLICK_SEND_LIMITS }));

/**
 * Sends one group; never rejects. When the bounded send (click-send-limits.ts) fails, the group's clicks are
 * counted in the `ClicksNotEnqueued` metric (which raises an alarm) and the message body is
 * written whole to the error log, the durable record an operator replays. A send that timed
 * out may still have reached SQS: the replay then brings the same group id again, and the
 * worker's group marker makes it count nothing twice.
 */
async function sendGroup(items: string[]): Promise<void> {
  const groupId = randomUUID();
  const body = clickMessageBody(groupId, items);
  const QueueUrl = config.clickQueue().url;
  try {
    // The retry is marked and delayed: the first attempt may have been stored too (click-send-limits.ts).
    await clickSqs().call(
      'SendMessage',
      { QueueUrl, MessageBody: body },
      { QueueUrl, MessageBody: clickMessageBody(groupId, items, true), DelaySeconds: RETRY_VISIBLE_AFTER_SECONDS },
    );
  } catch (error) {
    countClicksNotEnqueued(items.length);
    logger.error(CLICK_SEND_FAILED, { error: error as Error, clicks: items.length, clickMessage: body });
  }
}

function clickQueue(): GroupCommit {
  return (queue ??= new GroupCommit(sendGroup, { maxBytes: MAX_GROUP_BYTES, maxInFlight: MAX_IN_FLIGHT }));
}

/**
 * Enqueues one click and resolves once the send holding it is done — stored in SQS, or,
 * after a failed send, kept in the error log (above). Never rejects, and waits at most for
 * one bounded send (in Lambda, a group of one) or, in a busy process, the send in flight and
 * then its own: a visitor is never turned away, nor kept waiting, because analytics is unwell.
 */
export async function enqueueClick(event: RawClickEvent): Promise<void> {
  await clickQueue().add(serializeEvent(event));
}
