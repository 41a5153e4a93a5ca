import { SendMessageBatchCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '#lib/clients.js';
import { config } from '#lib/config.js';

/** The alerts queue (ALERT_QUEUE_URL): a page of teams with rules, or one team's evaluation, per message. */
export async function sendAlertMessage(body: unknown): Promise<void> {
  await sqs().send(new SendMessageCommand({ QueueUrl: config.alertQueue().url, MessageBody: JSON.stringify(body) }));
}

/** Sends messages 10 at a time; throws when SQS refuses any of them (the page is then tried again whole). */
export async function sendAlertMessages(bodies: readonly unknown[]): Promise<void> {
  for (let i = 0; i < bodies.length; i += 10) {
    const chunk = bodies.slice(i, i + 10);
    const answer = await sqs().send(
      new SendMessageBatchCommand({
        QueueUrl: config.alertQueue().url,
        Entries: chunk.map((body, n) => ({ Id: String(n), MessageBody: JSON.stringify(body) })),
      }),
    );
    if (answer.Failed?.length) throw new Error(`Alert messages refused: ${answer.Failed.map((f) => f.Code).join(', ')}`);
  }
}
