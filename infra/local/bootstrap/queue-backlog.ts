/**
 * local-aws-sqs keeps messages in memory only. So that a restart does not drop unprocessed
 * clicks or bulk chunks, the runtime saves what is still queued when it stops (after the
 * pollers have finished their batches) and sends it again on the next start.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import {
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  type MessageAttributeValue,
  type SQSClient,
} from '@aws-sdk/client-sqs';

interface SavedMessage {
  body: string;
  attributes?: Record<string, MessageAttributeValue>;
}

type Backlog = Record<string, SavedMessage[]>;

export async function saveBacklog(sqs: SQSClient, queueNames: string[], file: string): Promise<number> {
  const backlog: Backlog = {};
  let total = 0;
  for (const name of queueNames) {
    const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: name }));
    const messages: SavedMessage[] = [];
    for (;;) {
      // Received messages stay invisible long enough for the drain to never see one twice.
      const out = await sqs.send(
        new ReceiveMessageCommand({ QueueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0, VisibilityTimeout: 600, MessageAttributeNames: ['All'] }),
      );
      const batch = out.Messages ?? [];
      for (const m of batch) messages.push({ body: m.Body ?? '', ...(m.MessageAttributes ? { attributes: m.MessageAttributes } : {}) });
      if (batch.length === 0) break;
    }
    if (messages.length > 0) backlog[name] = messages;
    total += messages.length;
  }
  if (total > 0) writeFileSync(file, JSON.stringify(backlog));
  return total;
}

export async function restoreBacklog(sqs: SQSClient, file: string): Promise<number> {
  if (!existsSync(file)) return 0;
  const backlog = JSON.parse(readFileSync(file, 'utf8')) as Backlog;
  let total = 0;
  for (const [name, messages] of Object.entries(backlog)) {
    const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: name }));
    for (let i = 0; i < messages.length; i += 10) {
      const chunk = messages.slice(i, i + 10);
      await sqs.send(
        new SendMessageBatchCommand({
          QueueUrl,
          Entries: chunk.map((m, j) => ({ Id: String(j), MessageBody: m.body, ...(m.attributes ? { MessageAttributes: m.attributes } : {}) })),
        }),
      );
      total += chunk.length;
    }
  }
  rmSync(file);
  return total;
}
