import { createServer, request, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A stand-in AWS endpoint on loopback for failure tests: a proxy in front of an emulator
 * (DynamoDB Local, s3rver, fauxqs) that passes every request through until a test tells it to
 * fail the matching ones: answer an error or garbage without forwarding, never answer, forward
 * and then lose the answer (the write happened, the caller never hears), or refuse connections.
 * Point the handlers' `*_ENDPOINT` at `url` before they build their SDK clients.
 */

/** A request as the endpoint saw it: `operation` is DynamoDB's / SQS's X-Amz-Target suffix, or the method and path for S3. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's bytes, forwarded as they came (a gzip or Parquet body is not UTF-8). */
  bytes: Buffer;
  operation: string;
}

export type Fault =
  | { kind: 'answer'; status: number; contentType: string; body: string; headers?: Record<string, string> }
  /** Never answers (not forwarded). */
  | { kind: 'hang' }
  /** Forwarded, its answer never sent back. */
  | { kind: 'lose' };

export interface FaultRule {
  fault: Fault;
  /** Which requests (all when absent). */
  when?: (req: SeenRequest) => boolean;
  /** How many matching requests fail before the rule lapses (every one when absent). */
  times?: number;
}

export interface FaultyEndpoint {
  url: string;
  /** Fails requests by `rule` from now on (replacing any earlier rule). */
  fail(rule: FaultRule): void;
  /** Passes everything through again (held requests are dropped). */
  heal(): void;
  /** Requests the current rule failed so far. */
  readonly failed: SeenRequest[];
  /** Stops listening: connections to `url` are refused until `listen`. */
  refuse(): Promise<void>;
  listen(): Promise<void>;
  close(): Promise<void>;
}

const text = (status: number, contentType: string, body: string): Extract<Fault, { kind: 'answer' }> => ({ kind: 'answer', status, contentType, body });
const amzJson = 'application/x-amz-json-1.0';
const dynamoError = (status: number, type: string, message: string) =>
  text(status, amzJson, JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message }));
const s3Error = (status: number, code: string, message: string) =>
  text(status, 'application/xml', `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);

/** DynamoDB's answers to fail with (awsJson1_0, as the service sends them). */
export const DYNAMODB_FAULTS = {
  throttled: dynamoError(400, 'ThrottlingException', 'Rate of requests exceeds the allowed throughput.'),
  overProvisioned: dynamoError(400, 'ProvisionedThroughputExceededException', 'The level of configured provisioned throughput for the table was exceeded.'),
  serverError: dynamoError(500, 'InternalServerError', 'Internal server error'),
  htmlError: text(502, 'text/html', '<html><body>Bad Gateway</body></html>'),
  garbage: text(200, amzJson, '{"Attributes": {"hits": {"N": '),
} satisfies Record<string, Fault>;

/** S3's answers to fail with (REST-XML). */
export const S3_FAULTS = {
  slowDown: s3Error(503, 'SlowDown', 'Please reduce your request rate.'),
  serverError: s3Error(500, 'InternalError', 'We encountered an internal error. Please try again.'),
  noSuchKey: s3Error(404, 'NoSuchKey', 'The specified key does not exist.'),
  garbage: text(200, 'text/html', '<html><body>¿Qué? İstanbul 🚧</body></html>'),
} satisfies Record<string, Fault>;

/** SQS's answers to fail with (awsJson1_0, as the SDK speaks it). */
export const SQS_FAULTS = {
  throttled: {
    ...text(400, amzJson, JSON.stringify({ __type: 'com.amazonaws.sqs#RequestThrottled', message: 'Request is throttled.' })),
    headers: { 'x-amzn-query-error': 'RequestThrottled;Sender' },
  },
  serverError: text(500, amzJson, JSON.stringify({ __type: 'com.amazonaws.sqs#InternalError', message: 'Internal error' })),
  unavailable: text(503, 'text/html', '<html>Service Unavailable</html>'),
  garbage: text(200, amzJson, '{"MessageId": '),
} satisfies Record<string, Fault>;

const kmsError = (status: number, type: string, message: string) => text(status, 'application/x-amz-json-1.1', JSON.stringify({ __type: type, message }));

/** KMS's answers to fail with (awsJson1_1): refused by IAM or the key's state, throttled, failing, garbage. */
export const KMS_FAULTS = {
  accessDenied: kmsError(400, 'AccessDeniedException', 'User is not authorized to perform: kms:GenerateDataKey or kms:Decrypt'),
  disabledKey: kmsError(400, 'DisabledException', 'The key is disabled.'),
  throttled: kmsError(400, 'ThrottlingException', 'Rate exceeded'),
  serverError: kmsError(500, 'KMSInternalException', 'Internal error'),
  htmlError: text(502, 'text/html', '<html><body>Bad Gateway</body></html>'),
  garbage: text(200, 'application/x-amz-json-1.1', '{"Plaintext": "ÇığÖ🔑'),
  noKey: text(200, 'application/x-amz-json-1.1', '{"KeyId": "kisa-local-webhook-secrets"}'),
} satisfies Record<string, Fault>;

/** Starts the endpoint in front of `target` (the emulator's base URL). */
export async function startFaultyEndpoint(target: string): Promise<FaultyEndpoint> {
  const upstream = new URL(target);
  let rule: (FaultRule & { left: number }) | null = null;
  let failed: SeenRequest[] = [];
  const held = new Set<ServerResponse>();
  const sockets = new Set<Socket>();

  const forward = (seen: SeenRequest, res: ServerResponse | null) => {
    const out = request({ host: upstream.hostname, port: upstream.port, method: seen.method, path: seen.path, headers: seen.headers }, (answer) => {
      if (!res) return void answer.resume();
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res?.destroy());
    out.end(seen.bytes);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const target = String(req.headers['x-amz-target'] ?? '');
      const seen: SeenRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        bytes: Buffer.concat(chunks),
        operation: target ? target.slice(target.lastIndexOf('.') + 1) : `${req.method} ${(req.url ?? '/').split('?')[0]}`,
      };
      const active = rule && rule.left > 0 && (!rule.when || rule.when(seen)) ? rule : null;
      if (!active) return forward(seen, res);
      active.left--;
      failed.push(seen);
      const { fault } = active;
      if (fault.kind === 'hang' || fault.kind === 'lose') {
        held.add(res);
        if (fault.kind === 'lose') forward(seen, null);
        return;
      }
      res.writeHead(fault.status, { 'content-type': fault.contentType, ...fault.headers });
      res.end(fault.body);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const listenOn = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const res of held) res.destroy();
      held.clear();
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });

  await listenOn(0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    fail(next) {
      rule = { ...next, left: next.times ?? Number.POSITIVE_INFINITY };
      failed = [];
    },
    heal() {
      rule = null;
      for (const res of held) res.destroy();
      held.clear();
    },
    get failed() {
      return failed;
    },
    refuse: stop,
    listen: () => listenOn(port),
    close: stop,
  };
}

/**
 * Makes the SDK clients given give up on an answer after `ms` (0: wait as long as it takes, as
 * the handlers' clients do, for as long as the Lambda runs): a hung endpoint then fails the call
 * (after the SDK's retries) instead of the test. Set it only around a hang: a busy emulator may be slow.
 */
export function timeOutAfter(ms: number, ...clients: { config: { requestHandler: unknown } }[]): void {
  for (const client of clients) {
    const handler = client.config.requestHandler as { updateHttpClientConfig(key: string, value: unknown): void };
    handler.updateHttpClientConfig('requestTimeout', ms);
    handler.updateHttpClientConfig('throwOnRequestTimeout', ms > 0);
  }
}
