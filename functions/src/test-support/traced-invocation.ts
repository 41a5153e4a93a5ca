import { testOperation } from '#test-support/operations.js';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context, SQSRecord } from 'aws-lambda';
import { createApiHandler } from '#lib/http/api-handler.js';
import { ORIGIN_SECRET_HEADER } from '#lib/http/origin-header.js';
import type { ApiEvent } from '#lib/http/types.js';
import { sqsBatchHandler, sqsRecordHandler } from '#lib/queue/sqs-handler.js';

/**
 * Run by lib/tracer.lambda.test.ts in a process of its own, with Lambda's environment: one
 * invocation each of the API chain and both queue worker wrappers, each operation making one
 * outgoing HTTP call (to a server of this process), as the real handlers call AWS. Prints the
 * three answers as one JSON line.
 */
const server = createServer((_, res) => res.end('ok')).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const callOut = async () => void (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`));
const context = { functionName: 'kisa-traced', awsRequestId: 'request-1', getRemainingTimeInMillis: () => 3_000 } as Context;
const records = [{ messageId: 'message-1', body: '{}' } as SQSRecord];

// A public route, through CloudFront (the origin secret is the test's ORIGIN_SECRET).
const api = createApiHandler(
  async () => null,
  async () => [],
)(testOperation('public'), async () => (await callOut(), { status: 200, body: {} }));
const request = {
  headers: { [ORIGIN_SECRET_HEADER]: process.env.ORIGIN_SECRET },
  requestContext: { requestId: 'request-1', http: { method: 'GET', path: '/api/traced', sourceIp: '127.0.0.1' } },
};
const answers = {
  api: (await api(request as unknown as ApiEvent, context)).statusCode,
  record: await sqsRecordHandler(callOut)({ Records: records }, context),
  batch: await sqsBatchHandler(async () => (await callOut(), []))({ Records: records }, context),
};
console.log(JSON.stringify(answers));
server.close();
