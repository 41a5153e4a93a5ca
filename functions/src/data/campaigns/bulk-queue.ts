import { ChangeMessageVisibilityCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '#lib/clients.js';
import { mapConcurrent } from '#lib/concurrency/map-concurrent.js';
import { config } from '#lib/config.js';

/** The bulk queue (BULK_QUEUE_URL): a request's parts and the campaign jobs (delete, recount, export) for the bulk worker. */

/**
 * Sends message bodies, one SendMessage each (a part is close to the size limit), a few at
 * a time. After the first failure no other body is sent. Answers the indexes of the bodies
 * that were not sent (ascending), and the first error.
 */
export async function sendBulkMessages(bodies: readonly string[], concurrency = 5): Promise<{ unsent: number[]; error?: unknown }> {
  const unsent: number[] = [];
  let error: unknown;
  await mapConcurrent(bodies, concurrency, async (body, i) => {
    if (error !== undefined) return void unsent.push(i);
    try {
      await sqs().send(new SendMessageCommand({ QueueUrl: config.bulkQueue().url, MessageBody: body }));
    } catch (e) {
      error ??= e;
      unsent.push(i);
    }
  });
  unsent.sort((a, b) => a - b);
  return error === undefined ? { unsent } : { unsent, error };
}

/** Makes a failed message visible again after `seconds` (sooner than the queue's long visibility timeout). */
export async function retryBulkMessageIn(receiptHandle: string, seconds: number): Promise<void> {
  await sqs().send(new ChangeMessageVisibilityCommand({ QueueUrl: config.bulkQueue().url, ReceiptHandle: receiptHandle, VisibilityTimeout: seconds }));
}
