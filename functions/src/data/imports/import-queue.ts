import { ChangeMessageVisibilityCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '#lib/clients.js';
import { config } from '#lib/config.js';

/** The import queue (IMPORT_QUEUE_URL): one step of one import per message. */

/** SQS's longest delay. */
export const MAX_DELAY_SECONDS = 900;

/** Sends one step, after `delaySeconds` (a source's rate limit: at most 15 min; a longer wait is sent again then). */
export async function sendImportMessage(body: unknown, delaySeconds = 0): Promise<void> {
  const DelaySeconds = Math.min(MAX_DELAY_SECONDS, Math.max(0, Math.ceil(delaySeconds)));
  await sqs().send(new SendMessageCommand({ QueueUrl: config.importQueue().url, MessageBody: JSON.stringify(body), DelaySeconds }));
}

/** Makes a failed step visible again after `seconds` (sooner than the queue's long visibility timeout). */
export async function retryImportMessageIn(receiptHandle: string, seconds: number): Promise<void> {
  await sqs().send(new ChangeMessageVisibilityCommand({ QueueUrl: config.importQueue().url, ReceiptHandle: receiptHandle, VisibilityTimeout: seconds }));
}
