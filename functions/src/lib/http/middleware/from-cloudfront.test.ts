import { testOperation } from '#test-support/operations.js';
import { MSG } from '@kisa/shared';
import type { Context } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.APP_URL = 'https://app.kisa.test/';
  delete process.env.ORIGIN_SECRET;
  process.env.ORIGIN_SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:origin-AbCdEf';
});

// Secrets Manager as the rotation leaves it: stage → value (absent stage: ResourceNotFoundException).
const stages = new Map<string, string>();
const reads: string[] = [];
vi.mock('@aws-sdk/client-secrets-manager', () => ({
  GetSecretValueCommand: class {
    constructor(readonly input: { SecretId: string; VersionStage: string }) {}
  },
  SecretsManagerClient: class {
    async send(command: { input: { VersionStage: string } }) {
      const stage = command.input.VersionStage;
      reads.push(stage);
      const value = stages.get(stage);
      if (value === undefined) throw Object.assign(new Error(`no ${stage}`), { name: 'ResourceNotFoundException' });
      return { SecretString: value };
    }
  },
}));

const { createApiHandler } = await import('../api-handler.js');
// Public routes only: no caller is ever authenticated here.
const apiHandler = createApiHandler(
  async () => null,
  async () => [],
);
const { logger } = await import('#lib/logger.js');
const { isOriginSecret, resetOriginSecret } = await import('../origin-secret.js');
const { ORIGIN_SECRET_HEADER } = await import('../origin-header.js');

const context = { awsRequestId: 'aws-1', functionName: 'test', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

/** A public operation that reports what it saw: it must never run for a refused request. */
const seen = vi.fn();
const handler = apiHandler(testOperation('public'), async ({ headers, sourceIp }) => {
  seen(headers);
  return { body: { headers, sourceIp } };
});

const call = (headers: Record<string, string>) =>
  handler(
    {
      version: '2.0',
      routeKey: 'GET /api/x',
      rawPath: '/api/x',
      headers,
      requestContext: { requestId: 'r1', http: { method: 'GET', sourceIp: '198.51.100.7' } },
      isBase64Encoded: false,
    } as never,
    context,
  );

beforeEach(() => {
  stages.clear();
  stages.set('AWSCURRENT', 'current-secret');
  reads.length = 0;
  seen.mockReset();
  resetOriginSecret();
});

describe('fromCloudFront (origin secret check in the shared chain)', () => {
  it('refuses a request without the origin header with 403 JSON, before the operation runs', async () => {
    // A direct caller of the execute-api endpoint forging CloudFront's viewer address.
    const res = await call({ 'cloudfront-viewer-address': '203.0.113.9:443' });
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body!)).toMatchObject({ errorMessage: MSG.forbidden });
    expect(seen).not.toHaveBeenCalled();
  });

  it('refuses a wrong or empty value', async () => {
    for (const value of ['guess', '', 'current-secret ', 'CURRENT-SECRET']) {
      const res = await call({ [ORIGIN_SECRET_HEADER]: value, 'cloudfront-viewer-address': '203.0.113.9:443' });
      expect(res.statusCode, JSON.stringify(value)).toBe(403);
    }
    expect(seen).not.toHaveBeenCalled();
  });

  it('lets a request with the current value through, then believes its CloudFront headers and hides the secret', async () => {
    const res = await call({ [ORIGIN_SECRET_HEADER]: 'current-secret', 'cloudfront-viewer-address': '203.0.113.9:443' });
    expect(res.statusCode).toBe(200);
    const { headers } = JSON.parse(res.body!) as { headers: Record<string, string> };
    expect(headers['cloudfront-viewer-address']).toBe('203.0.113.9:443');
    expect(headers).not.toHaveProperty(ORIGIN_SECRET_HEADER);
  });

  it('reads the secret once per container, not per request', async () => {
    for (let i = 0; i < 5; i++) expect((await call({ [ORIGIN_SECRET_HEADER]: 'current-secret' })).statusCode).toBe(200);
    expect(reads.sort()).toEqual(['AWSCURRENT', 'AWSPENDING', 'AWSPREVIOUS']);
  });

  it('fails closed with a 500 (not a pass) when the secret cannot be read, and tries again on the next request', async () => {
    stages.clear();
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      expect((await call({ [ORIGIN_SECRET_HEADER]: 'current-secret' })).statusCode).toBe(500);
      expect(seen).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
    stages.set('AWSCURRENT', 'current-secret');
    expect((await call({ [ORIGIN_SECRET_HEADER]: 'current-secret' })).statusCode).toBe(200);
  });
});

describe('isOriginSecret across a rotation', () => {
  it('learns a new value from the first request carrying it, and still accepts the old one while edges catch up', async () => {
    const t0 = 1_000_000;
    expect(await isOriginSecret('current-secret', t0)).toBe(true);
    // Rotation: the new value is AWSPENDING and CloudFront starts sending it.
    stages.set('AWSPENDING', 'next-secret');
    expect(await isOriginSecret('next-secret', t0 + 60_000)).toBe(true);
    expect(await isOriginSecret('current-secret', t0 + 60_001)).toBe(true);
    // Rotation finished: the new value is current, the old one previous; both still pass.
    stages.clear();
    stages.set('AWSCURRENT', 'next-secret');
    stages.set('AWSPREVIOUS', 'current-secret');
    resetOriginSecret();
    expect(await isOriginSecret('current-secret', t0 + 120_000)).toBe(true);
    expect(await isOriginSecret('next-secret', t0 + 120_001)).toBe(true);
  });

  it('reads again at most once per interval however many forged values arrive', async () => {
    const t0 = 2_000_000;
    expect(await isOriginSecret('current-secret', t0)).toBe(true);
    reads.length = 0;
    for (let i = 0; i < 50; i++) expect(await isOriginSecret(`forged-${i}`, t0 + 1_000 + i)).toBe(false);
    expect(reads).toEqual([]); // the cold-start read is less than 10 s old
    for (let i = 0; i < 50; i++) expect(await isOriginSecret(`forged-${i}`, t0 + 20_000 + i)).toBe(false);
    expect(reads.sort()).toEqual(['AWSCURRENT', 'AWSPENDING', 'AWSPREVIOUS']); // one refresh
  });
});
