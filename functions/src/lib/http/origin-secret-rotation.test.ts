import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.AWS_REGION ??= 'eu-west-1';
  process.env.ORIGIN_DISTRIBUTION_IDS = 'EAPP123';
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
});

/** Secrets Manager with one secret: versions, their stages and values. */
const versions = new Map<string, { stages: string[]; value?: string }>();
/** CloudFront with one distribution: an API origin carrying the header, an S3 origin without. */
let distribution: any;
let etag = 'E1';
const updates: unknown[] = [];

const command = (name: string) =>
  class {
    readonly name = name;
    constructor(readonly input: any) {}
  };

vi.mock('@aws-sdk/client-secrets-manager', () => ({
  DescribeSecretCommand: command('DescribeSecret'),
  GetSecretValueCommand: command('GetSecretValue'),
  PutSecretValueCommand: command('PutSecretValue'),
  UpdateSecretVersionStageCommand: command('UpdateSecretVersionStage'),
  SecretsManagerClient: class {
    async send(c: { name: string; input: any }) {
      switch (c.name) {
        case 'DescribeSecret':
          return { VersionIdsToStages: Object.fromEntries([...versions].map(([id, v]) => [id, v.stages])) };
        case 'GetSecretValue': {
          const v = versions.get(c.input.VersionId);
          if (!v?.value || !v.stages.includes(c.input.VersionStage)) throw Object.assign(new Error('none'), { name: 'ResourceNotFoundException' });
          return { SecretString: v.value };
        }
        case 'PutSecretValue':
          versions.set(c.input.ClientRequestToken, { stages: c.input.VersionStages, value: c.input.SecretString });
          return {};
        case 'UpdateSecretVersionStage': {
          versions.get(c.input.RemoveFromVersionId)!.stages = ['AWSPREVIOUS'];
          versions.get(c.input.MoveToVersionId)!.stages = ['AWSCURRENT'];
          return {};
        }
      }
      throw new Error(c.name);
    }
  },
}));

vi.mock('@aws-sdk/client-cloudfront', () => ({
  GetDistributionConfigCommand: command('GetDistributionConfig'),
  UpdateDistributionCommand: command('UpdateDistribution'),
  CloudFrontClient: class {
    async send(c: { name: string; input: any }) {
      if (c.name === 'GetDistributionConfig') return { ETag: etag, DistributionConfig: structuredClone(distribution) };
      if (c.input.IfMatch !== etag) throw new Error('PreconditionFailed');
      updates.push(c.input);
      distribution = c.input.DistributionConfig;
      etag = `E${updates.length + 1}`;
      return {};
    }
  },
}));

const { rotateOriginSecret, withOriginSecret } = await import('./origin-secret-rotation.js');

const SECRET = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:origin';
const step = (Step: 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret') => rotateOriginSecret({ SecretId: SECRET, ClientRequestToken: 'v2', Step });
const headerValues = () =>
  distribution.Origins.Items.flatMap((o: any) =>
    (o.CustomHeaders?.Items ?? []).filter((h: any) => h.HeaderName === 'x-origin-verify').map((h: any) => h.HeaderValue),
  );

beforeEach(() => {
  versions.clear();
  versions.set('v1', { stages: ['AWSCURRENT'], value: 'old-value' });
  versions.set('v2', { stages: ['AWSPENDING'] }); // what Secrets Manager stages before calling createSecret
  updates.length = 0;
  etag = 'E1';
  distribution = {
    Comment: 'Kisa app',
    Origins: {
      Quantity: 2,
      Items: [
        { Id: 'spa', DomainName: 'spa.s3.amazonaws.com' },
        {
          Id: 'api',
          DomainName: 'abc.execute-api.eu-west-1.amazonaws.com',
          CustomHeaders: {
            Quantity: 2,
            Items: [
              { HeaderName: 'x-other', HeaderValue: 'keep' },
              { HeaderName: 'x-origin-verify', HeaderValue: 'old-value' },
            ],
          },
        },
      ],
    },
  };
});

describe('origin secret rotation', () => {
  it('runs the four steps: a new random value reaches the distribution, then becomes current', async () => {
    await step('createSecret');
    const pending = versions.get('v2')!.value!;
    expect(pending).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await step('setSecret');
    expect(headerValues()).toEqual([pending]);
    expect(distribution.Origins.Items[1].CustomHeaders.Items[0]).toEqual({ HeaderName: 'x-other', HeaderValue: 'keep' });
    expect(updates).toHaveLength(1);
    await step('testSecret');
    await step('finishSecret');
    expect(versions.get('v2')!.stages).toEqual(['AWSCURRENT']);
    expect(versions.get('v1')!.stages).toEqual(['AWSPREVIOUS']);
  });

  it('repeats a step harmlessly (Secrets Manager retries): one value, one distribution update', async () => {
    await step('createSecret');
    const pending = versions.get('v2')!.value;
    await step('createSecret');
    expect(versions.get('v2')!.value).toBe(pending);
    await step('setSecret');
    await step('setSecret');
    expect(updates).toHaveLength(1);
  });

  it('fails the test step while the distribution does not carry the pending value', async () => {
    await step('createSecret');
    await expect(step('testSecret')).rejects.toThrow(/does not carry/);
  });

  it('refuses a distribution with no origin carrying the header (a wiring mistake)', () => {
    expect(() => withOriginSecret({ Comment: 'x', Origins: { Quantity: 0, Items: [] } } as never, 'v')).toThrow(/carries x-origin-verify/);
  });
});
