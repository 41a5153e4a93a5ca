import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The account key read from Secrets Manager (AWS) when Secrets Manager fails: a stand-in endpoint
 * that refuses the connection, never answers, answers 500, 400 (ThrottlingException), garbage, or a
 * secret without a value. Each read fails (callers answer 500: no session is minted or accepted
 * without the key); the failure is not kept, so the first read after it heals gets the key, and the
 * keys derived for different purposes differ.
 */
type Mode = 'ok' | 'refuse' | 'hang' | 500 | 'throttled' | 'garbage' | 'noValue';
let mode: Mode = 'ok';
const requests: string[] = [];
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  requests.push(String(req.headers['x-amz-target']));
  if (mode === 'refuse') return req.socket.destroy();
  if (mode === 'hang') return;
  res.setHeader('content-type', 'application/x-amz-json-1.1');
  if (mode === 500) return res.writeHead(500).end('{"__type":"InternalServiceError","message":"boom"}');
  if (mode === 'throttled') return res.writeHead(400).end('{"__type":"ThrottlingException","message":"Rate exceeded"}');
  if (mode === 'garbage') return res.writeHead(200).end('{"SecretString": "unterminated');
  if (mode === 'noValue') return res.writeHead(200).end('{"Name":"kisa-auth-key"}');
  res.writeHead(200).end(JSON.stringify({ SecretString: 'the-account-key-İı-🔑' }));
});

let auth: typeof import('./auth-key.js');
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    AUTH_KEY_SECRET_ARN: 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:kisa-auth-key',
    SECRETS_MANAGER_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
  delete process.env.AUTH_KEY_SECRET;
  auth = await import('./auth-key.js');
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

describe('the account key from Secrets Manager', () => {
  for (const failing of ['refuse', 'hang', 500, 'throttled', 'garbage', 'noValue'] as const) {
    it(`${failing}: the read fails, and the next one after it heals gets the key`, async () => {
      auth.resetAuthKey();
      mode = failing;
      await expect(auth.authSubkey('session-token')).rejects.toThrow();
      mode = 'ok';
      const key = await auth.authSubkey('session-token');
      expect(key).toHaveLength(32);
      expect(requests.at(-1)).toBe('secretsmanager.GetSecretValue');
    }, 20_000);
  }

  it('reads the secret once per process, and derives a different key per purpose', async () => {
    auth.resetAuthKey();
    const before = requests.length;
    const [a, b, c] = await Promise.all([auth.authSubkey('session-token'), auth.authSubkey('second-factor'), auth.authSubkey('session-token')]);
    expect(requests.length - before).toBe(1);
    expect(a.equals(c)).toBe(true);
    expect(a.equals(b)).toBe(false);
  });
});
