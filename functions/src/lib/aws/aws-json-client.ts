import aws4 from 'aws4';
import type { ClientRequest, IncomingMessage } from 'node:http';

// Not `import … from 'node:http'`: an ES import of node:http builds its module namespace, which
// reads every export, and its lazy WebSocket/EventSource ones load undici — ~20–30 ms of the
// redirect's cold start for nothing. getBuiltinModule returns the CommonJS object untouched.
const { Agent: HttpAgent, request: httpRequest } = process.getBuiltinModule('node:http');
const { Agent: HttpsAgent, request: httpsRequest } = process.getBuiltinModule('node:https');

/**
 * A lean client for the AWS JSON protocol (SQS, DynamoDB): one signed POST per call over a
 * keep-alive connection, with bounded attempts and one bounded retry. The redirect's hot
 * path uses it instead of the SDK clients, whose per-call CPU bound the redirect rate
 * (~430 µs against ~80 µs for the POST itself) and whose module graph dominated its cold
 * start (docs/BENCHMARKS.md). Signing is `aws4` (SigV4, synchronous node:crypto), chosen by
 * `npm run bench:click-send` over @smithy/signature-v4 and aws4fetch. Everything else in
 * the code base keeps the full SDK.
 *
 * Credentials are read from the environment on every call, as Lambda provides them
 * (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN): the runtime replaces them
 * when they are renewed (a SnapStart restore, say), and a read costs well under a µs.
 */

export interface AwsJsonClientOptions {
  /** SigV4 service name and the regional endpoint's first label: 'sqs', 'dynamodb'. */
  service: string;
  region: string;
  /** The protocol's X-Amz-Target prefix: 'AmazonSQS', 'DynamoDB_20120810', 'secretsmanager'. */
  targetPrefix: string;
  /** The AWS JSON protocol's version: 1.0 (SQS, DynamoDB; the default) or 1.1 (Secrets Manager). */
  jsonVersion?: '1.0' | '1.1';
  /** An emulator's endpoint; unset in AWS (the regional HTTPS endpoint). */
  endpoint?: string;
  /** Whole-attempt limit, connecting included. */
  attemptMs: number;
  /** The TCP/TLS connect alone, on a fresh connection. */
  connectMs: number;
  /** Attempts in all (2 = one retry). Only retryable failures are tried again. */
  maxAttempts: number;
  /** Fixed pause before a retry. */
  retryDelayMs: number;
}

export interface AwsJsonClient {
  /**
   * Sends `operation` with `input` (a retry sends `retryInput`, when given: the click send marks
   * its retry); resolves with the parsed answer, rejects with AwsCallError.
   */
  call<T = unknown>(operation: string, input: object, retryInput?: object): Promise<T>;
  /** Closes the kept-alive connections (tests, benchmarks). */
  destroy(): void;
}

/** A failed call: the service's error type (`ThrottlingException`…) or a transport failure. */
export class AwsCallError extends Error {
  constructor(
    override readonly name: string,
    message: string,
    /** The HTTP status, or 0 when no answer came (connection failure, time-out). */
    readonly status: number,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Error types worth one more try besides 5xx and transport failures (both protocols' spellings). */
const RETRYABLE_TYPES = new Set([
  'ThrottlingException',
  'Throttling',
  'RequestThrottled',
  'RequestThrottledException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'LimitExceededException',
]);

export function createAwsJsonClient(options: AwsJsonClientOptions): AwsJsonClient {
  const url = new URL(options.endpoint ?? `https://${options.service}.${options.region}.amazonaws.com`);
  const secure = url.protocol === 'https:';
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const send = secure ? httpsRequest : httpRequest;
  const host = url.host;
  const path = url.pathname || '/';
  const contentType = `application/x-amz-json-${options.jsonVersion ?? '1.0'}`;

  async function attempt(target: string, body: string): Promise<unknown> {
    const signed = aws4.sign(
      {
        host,
        path,
        method: 'POST',
        service: options.service,
        region: options.region,
        body,
        headers: { 'Content-Type': contentType, 'X-Amz-Target': target },
      },
      credentialsFromEnv(),
    );
    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = (error: AwsCallError | null, value?: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(limit);
        if (error) {
          req.destroy();
          reject(error);
        } else resolve(value);
      };
      const req: ClientRequest = send({ hostname: url.hostname, port: url.port, path, method: 'POST', agent, headers: signed.headers });
      const limit = setTimeout(() => settle(transportError('TimeoutError', `no answer within ${options.attemptMs} ms`)), options.attemptMs);
      req.once('socket', (socket) => {
        if (!socket.connecting) return;
        const connectLimit = setTimeout(() => settle(transportError('TimeoutError', `no connection within ${options.connectMs} ms`)), options.connectMs);
        socket.once(secure ? 'secureConnect' : 'connect', () => clearTimeout(connectLimit));
        req.once('close', () => clearTimeout(connectLimit));
      });
      req.on('error', (error) => settle(transportError(error.name, error.message)));
      req.once('response', (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => settle(transportError(error.name, error.message)));
        res.once('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = res.statusCode ?? 0;
          if (status < 200 || status >= 300) return settle(serviceError(status, text));
          try {
            settle(null, text ? JSON.parse(text) : {});
          } catch {
            settle(new AwsCallError('InvalidResponse', 'the answer is not JSON', status, true));
          }
        });
      });
      req.end(body);
    });
  }

  return {
    async call<T>(operation: string, input: object, retryInput?: object): Promise<T> {
      const target = `${options.targetPrefix}.${operation}`;
      const body = JSON.stringify(input);
      for (let n = 1; ; n++) {
        try {
          return (await attempt(target, n > 1 && retryInput ? JSON.stringify(retryInput) : body)) as T;
        } catch (error) {
          const retry = error instanceof AwsCallError && error.retryable && n < options.maxAttempts;
          if (!retry) throw error;
          await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs));
        }
      }
    },
    destroy: () => agent.destroy(),
  };
}

interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

function credentialsFromEnv(): Credentials {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = process.env;
  if (!accessKeyId || !secretAccessKey) {
    throw new AwsCallError('CredentialsError', 'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set (Lambda sets them from the function role)', 0, false);
  }
  return sessionToken ? { accessKeyId, secretAccessKey, sessionToken } : { accessKeyId, secretAccessKey };
}

function transportError(name: string, message: string): AwsCallError {
  return new AwsCallError(name, message, 0, true);
}

/** `{"__type":"com.amazonaws.sqs#ThrottlingException","message":"…"}` → AwsCallError. */
function serviceError(status: number, text: string): AwsCallError {
  let type = `Http${status}`;
  let message = text.slice(0, 300);
  try {
    const parsed = JSON.parse(text) as { __type?: string; message?: string; Message?: string };
    if (parsed.__type) type = parsed.__type.slice(parsed.__type.lastIndexOf('#') + 1);
    message = parsed.message ?? parsed.Message ?? message;
  } catch {
    // not JSON: keep the status and the text
  }
  return new AwsCallError(type, message, status, status >= 500 || status === 429 || RETRYABLE_TYPES.has(type));
}
