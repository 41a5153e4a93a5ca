import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '#lib/clients.js';
import { config } from '#lib/config.js';

/** The domain-check queue (DOMAIN_CHECK_QUEUE_URL): one page of one pass per message. */
export async function sendDomainCheckMessage(body: unknown): Promise<void> {
  await sqs().send(new SendMessageCommand({ QueueUrl: config.domainCheckQueue().url, MessageBody: JSON.stringify(body) }));
}
