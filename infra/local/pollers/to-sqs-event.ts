/** SQS ReceiveMessage output → the SQSRecord shape Lambda's event source mapping delivers. */
import type { Message, MessageAttributeValue } from '@aws-sdk/client-sqs';
import type { SQSMessageAttributes, SQSRecord, SQSRecordAttributes } from 'aws-lambda';

export function toSqsRecord(message: Message, queueArn: string): SQSRecord {
  const region = queueArn.split(':')[3] ?? 'us-east-1';
  const a = message.Attributes ?? {};
  const attributes: SQSRecordAttributes = {
    ApproximateReceiveCount: a.ApproximateReceiveCount ?? '1',
    SentTimestamp: a.SentTimestamp ?? String(Date.now()),
    SenderId: a.SenderId ?? 'local',
    ApproximateFirstReceiveTimestamp: a.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
  };
  if (a.AWSTraceHeader) attributes.AWSTraceHeader = a.AWSTraceHeader;
  if (a.MessageGroupId) attributes.MessageGroupId = a.MessageGroupId;
  if (a.MessageDeduplicationId) attributes.MessageDeduplicationId = a.MessageDeduplicationId;
  if (a.SequenceNumber) attributes.SequenceNumber = a.SequenceNumber;
  return {
    messageId: message.MessageId!,
    receiptHandle: message.ReceiptHandle!,
    body: message.Body ?? '',
    attributes,
    messageAttributes: toLambdaAttributes(message.MessageAttributes),
    md5OfBody: message.MD5OfBody ?? '',
    ...(message.MD5OfMessageAttributes ? { md5OfMessageAttributes: message.MD5OfMessageAttributes } : {}),
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: region,
  };
}

/** Lambda spells message attributes in camelCase and always includes the list fields. */
function toLambdaAttributes(attrs: Record<string, MessageAttributeValue> | undefined): SQSMessageAttributes {
  const out: SQSMessageAttributes = {};
  for (const [name, v] of Object.entries(attrs ?? {})) {
    out[name] = {
      dataType: v.DataType ?? 'String',
      ...(v.StringValue !== undefined ? { stringValue: v.StringValue } : {}),
      ...(v.BinaryValue !== undefined ? { binaryValue: Buffer.from(v.BinaryValue).toString('base64') } : {}),
      stringListValues: v.StringListValues ?? [],
      binaryListValues: (v.BinaryListValues ?? []).map((b) => Buffer.from(b).toString('base64')),
    };
  }
  return out;
}
