import type { SQSRecord } from 'aws-lambda';
import { randomUUID } from 'node:crypto';

/** What a queue worker's test may set on a record: its id and receipt handle (the id by default), its queue, how often it was received. */
export interface SqsRecordOptions {
  messageId?: string;
  receiptHandle?: string;
  queue?: string;
  receives?: number;
}

/** An SQS record as Lambda hands it to a queue worker, carrying `body`. */
export function sqsRecord(body: string, options: SqsRecordOptions = {}): SQSRecord {
  const messageId = options.messageId ?? randomUUID();
  return {
    messageId,
    receiptHandle: options.receiptHandle ?? messageId,
    body,
    attributes: { ApproximateReceiveCount: String(options.receives ?? 1), SentTimestamp: '0', SenderId: 'test', ApproximateFirstReceiveTimestamp: '0' },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: `arn:aws:sqs:us-east-1:000000000000:${options.queue ?? 'queue'}`,
    awsRegion: 'us-east-1',
  };
}
