import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '#lib/clients.js';
import { config } from '#lib/config.js';

/** The health-check queue (HEALTH_CHECK_QUEUE_URL): one page of one pass per message. */
export async function sendHealthCheckMessage(body: unknown): Promise<void> {
  await sqs().send(new SendMessageCommand({ QueueUrl: config.healthCheckQueue().url, MessageBody: JSON.stringify(body) }));
}
