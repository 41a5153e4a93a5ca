import { SendMessageBatchCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '#lib/clients.js';
import { config } from '#lib/config.js';
import { sqsJson } from '#lib/queue/sqs-json.js';

/** The report queue (REPORT_QUEUE_URL): a page of due subscriptions, or one member's report. */
export async function sendReportMessage(body: unknown): Promise<void> {
  await sqs().send(new SendMessageCommand({ QueueUrl: config.reportQueue().url, MessageBody: sqsJson(body) }));
}

/** Up to 10 messages in one call; throws when SQS refused any (the page is then delivered again: each report is idempotent). */
export async function sendReportMessages(bodies: readonly unknown[]): Promise<void> {
  for (let i = 0; i < bodies.length; i += 10) {
    const batch = bodies.slice(i, i + 10);
    const answer = await sqs().send(
      new SendMessageBatchCommand({
        QueueUrl: config.reportQueue().url,
        Entries: batch.map((body, n) => ({ Id: String(n), MessageBody: sqsJson(body) })),
      }),
    );
    if (answer.Failed?.length) throw new Error(`The report queue refused ${answer.Failed.length} of ${batch.length} messages: ${answer.Failed[0]?.Code ?? ''}`);
  }
}
