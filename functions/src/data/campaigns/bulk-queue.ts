import { ChangeMessageVisibilityCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '#lib/clients.js';
import { config } from '#lib/config.js';

/** The bulk queue (BULK_QUEUE_URL): link parts and campaign deletions for the bulk worker. */

/**
 * Sends message bodies, one SendMessage each (a part is close to the size limit), a few at
 * a time. Answers the indexes of the bodies that were not sent, and the first error.
 */
export async function sendBulkMessages(bodies: readonly string[], concurrency = 5): Promise<{ unsent: number[]; error?: unknown }> {
  let next = 0;
  const unsent: number[] = [];
  let error: unknown;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, bodies.length) }, async () => {
      while (next < bodies.length) {
        const i = next++;
        if (error !== undefined) {
          unsent.push(i);
          continue;
        }
        try {
          await sqs().send(new SendMessageCommand({ QueueUrl: config.bulkQueue().url, MessageBody: bodies[i]! }));
        } catch (e) {
          error ??= e;
          unsent.push(i);
        }
      }
    }),
  );
  return error === undefined ? { unsent } : { unsent, error };
}

/** Makes a failed message visible again after `seconds` (sooner than the queue's long visibility timeout). */
export async function retryBulkMessageIn(receiptHandle: string, seconds: number): Promise<void> {
  await sqs().send(new ChangeMessageVisibilityCommand({ QueueUrl: config.bulkQueue().url, ReceiptHandle: receiptHandle, VisibilityTimeout: seconds }));
}
