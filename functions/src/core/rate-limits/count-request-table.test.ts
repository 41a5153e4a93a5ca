import { PLAN_ENTERPRISE, type User } from '@kisa/shared';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';

/**
 * countRequest through the real data layer and AWS SDK against a stand-in DynamoDB on loopback
 * that fails each way a table can: never answers, throttles (400 ProvisionedThroughputExceeded),
 * answers 500, answers garbage. Every time the request goes on (hits unknown) instead of failing
 * or waiting on the table — the tests would time out if a counter held a request up.
 */
type Mode = 'hang' | 'throttle' | 'error' | 'garbage';
let mode: Mode = 'hang';
const held: ServerResponse[] = [];
const server = createServer((req, res) => {
  req.resume();
  if (mode === 'hang') return void held.push(res);
  if (mode === 'throttle') {
    res.writeHead(400, { 'content-type': 'application/x-amz-json-1.0' });
    return void res.end(JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException', message: 'slow down' }));
  }
  if (mode === 'error') {
    res.writeHead(500, { 'content-type': 'text/html' });
    return void res.end('<html>Internal Server Error</html>');
  }
  res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
  res.end('{"Attributes": {"hits": {"N": ');
}).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));

vi.stubEnv('AWS_REGION', 'us-east-1');
vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
vi.stubEnv('TABLE_NAME', 'kisa');
vi.stubEnv('DYNAMODB_ENDPOINT', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
const { countRequest } = await import('./count-request.js');
const { logger } = await import('#lib/logger.js');

const alice: User = { id: 'u1', name: 'Alice', email: 'a@x.io', role: 'user', teamId: 't1', teamRole: 'owner', plan: PLAN_ENTERPRISE, verified: true };

afterAll(() => {
  for (const res of held) res.destroy();
  server.close();
  vi.unstubAllEnvs();
});

describe('countRequest when the table fails', () => {
  it.each<Mode>(['hang', 'throttle', 'error', 'garbage'])('%s: lets the request through with its counts unknown, logged', async (failure) => {
    mode = failure;
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const counted = await countRequest({ ...alice, apiKeyId: 'k'.repeat(64) });
    expect(counted.map((c) => [c.name, c.hits])).toEqual([
      ['key', null],
      ['team', null],
    ]);
    expect(warned).toHaveBeenCalledWith('Could not count a request against its limit: let through', expect.objectContaining({ limit: 'team' }));
    warned.mockRestore();
  });

  it('refused connections too', async () => {
    const closed = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => closed.once('listening', resolve));
    closed.close();
    // The client is made once per process: a refused connection is what the stand-in's port gives once it stops listening.
    server.close();
    for (const res of held) res.destroy();
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const counted = await countRequest(alice);
    expect(counted.map((c) => c.hits)).toEqual([null, null]);
    warned.mockRestore();
  });
});
