import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  AdminCreateUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, DescribeTimeToLiveCommand, DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { GetBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreeBasePort } from './ports.js';
import { repoRoot } from './paths.js';
import { startRuntime, type Runtime } from './runtime.js';
import { isLoopback, listeningSockets } from './test/listening-sockets.js';

// Boots a runtime of its own (not the global one): fresh data dir, then again on the same dir.
const dataDir = mkdtempSync(join(tmpdir(), 'kisa-boot-test-'));
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const started: Runtime[] = [];

afterAll(async () => {
  await Promise.all(started.map((r) => r.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('local runtime', () => {
  let port: number;
  let firstPool: { id: string; client: string };

  it('boots with every resource created', async () => {
    port = await findFreeBasePort();
    const rt = await boot(port);
    const env = rt.env;

    // Nothing of the runtime listens beyond this machine (DynamoDB Local's own launcher listens on
    // every interface, unauthenticated): the gateway and every emulator, java included.
    const sockets = listeningSockets(rt.pids());
    const ports = [port, rt.ports.dynamodb, rt.ports.s3, rt.ports.sqs, rt.ports.cognito, rt.ports.ses, rt.ports.kms];
    expect(
      ports.filter((p) => !sockets.some((s) => s.port === p)),
      'ports of the runtime without a listener found',
    ).toEqual([]);
    expect(
      sockets.filter((s) => !isLoopback(s.address)),
      'sockets listening beyond loopback',
    ).toEqual([]);

    const ddb = new DynamoDBClient({ region: 'us-east-1', endpoint: env.DYNAMODB_ENDPOINT, credentials });
    const table = (await ddb.send(new DescribeTableCommand({ TableName: 'kisa' }))).Table!;
    expect(table.KeySchema).toEqual([
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ]);
    expect(table.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.GlobalSecondaryIndexes?.map((g) => [g.IndexName, g.KeySchema?.map((k) => k.AttributeName), g.Projection?.ProjectionType]).sort()).toEqual([
      ['GSI1', ['GSI1PK', 'GSI1SK'], 'ALL'],
      ['GSI2', ['GSI2PK', 'GSI2SK'], 'ALL'],
      // The admin's users list: profiles only, the listed fields only.
      ['GSI3', ['GSI3PK', 'GSI3SK'], 'INCLUDE'],
    ]);
    const ttl = (await ddb.send(new DescribeTimeToLiveCommand({ TableName: 'kisa' }))).TimeToLiveDescription;
    expect(ttl).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: 'ttl' });
    await ddb.send(new PutItemCommand({ TableName: 'kisa', Item: { PK: { S: 'BOOT#1' }, SK: { S: 'BOOT#1' }, v: { S: 'persisted' } } }));
    ddb.destroy();

    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint: env.S3_ENDPOINT,
      credentials,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    for (const bucket of [env.CLICK_LOG_BUCKET!, env.EXPORTS_BUCKET!, env.PREVIEW_BUCKET!]) {
      const rule = (await s3.send(new GetBucketCorsCommand({ Bucket: bucket }))).CORSRules?.[0];
      expect(rule?.AllowedOrigins, bucket).toContain(rt.appUrl);
      expect(rule?.AllowedMethods, bucket).toEqual(expect.arrayContaining(['GET', 'PUT']));
    }
    s3.destroy();

    const sqs = new SQSClient({ region: 'us-east-1', endpoint: env.SQS_ENDPOINT, credentials });
    for (const [url, dlq] of [
      [env.CLICK_QUEUE_URL!, 'clicks-dlq'],
      [env.BULK_QUEUE_URL!, 'bulk-dlq'],
    ] as const) {
      const attrs = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['RedrivePolicy'] }))).Attributes;
      const redrive = JSON.parse(attrs?.RedrivePolicy ?? '{}');
      expect(redrive.maxReceiveCount, url).toBe(5);
      expect(redrive.deadLetterTargetArn, url).toMatch(new RegExp(`:${dlq}$`));
    }
    // SQS is in memory: what is still queued at stop must come back on the next start.
    const dlqUrl = env.CLICK_QUEUE_URL!.replace(/clicks$/, 'clicks-dlq');
    await sqs.send(new SendMessageCommand({ QueueUrl: dlqUrl, MessageBody: 'kept across restarts' }));
    sqs.destroy();

    const cognito = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: env.COGNITO_ENDPOINT, credentials });
    const pool = (await cognito.send(new DescribeUserPoolCommand({ UserPoolId: env.USER_POOL_ID }))).UserPool!;
    expect(pool.Policies?.PasswordPolicy).toMatchObject({
      MinimumLength: 8,
      RequireUppercase: false,
      RequireLowercase: false,
      RequireNumbers: false,
      RequireSymbols: false,
    });
    const client = (await cognito.send(new DescribeUserPoolClientCommand({ UserPoolId: env.USER_POOL_ID, ClientId: env.USER_POOL_CLIENT_ID }))).UserPoolClient!;
    // Admin auth only, as in AWS: no password check that skips the app's limits.
    expect([...(client.ExplicitAuthFlows ?? [])].sort()).toEqual(['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']);

    // The issuer handlers are told to expect is the one cognito-local really signs with.
    await cognito.send(new AdminCreateUserCommand({ UserPoolId: env.USER_POOL_ID, Username: 'boot@example.com', MessageAction: 'SUPPRESS' }));
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: env.USER_POOL_ID, Username: 'boot@example.com', Password: 'password', Permanent: true }));
    const auth = await cognito.send(
      new AdminInitiateAuthCommand({
        UserPoolId: env.USER_POOL_ID,
        ClientId: env.USER_POOL_CLIENT_ID,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'boot@example.com', PASSWORD: 'password' },
      }),
    );
    const claims = JSON.parse(Buffer.from(auth.AuthenticationResult!.IdToken!.split('.')[1]!, 'base64url').toString());
    expect(claims.iss).toBe(env.JWT_ISSUER);
    expect(claims.exp - claims.iat).toBe(24 * 3600);
    const jwks = (await (await fetch(env.JWKS_URI!)).json()) as { keys: unknown[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    cognito.destroy();
    firstPool = { id: env.USER_POOL_ID!, client: env.USER_POOL_CLIENT_ID! };

    expect(JSON.parse(readFileSync(join(dataDir, 'runtime.json'), 'utf8'))).toEqual(env);
    const outbox = await fetch(rt.outboxUrl);
    expect(outbox.status).toBe(200);

    const wipe = runScript('infra/local/wipe.ts');
    expect(wipe.status, 'wipe must refuse while the runtime runs').toBe(1);
    expect(wipe.stderr).toContain('Kisa is running');
    expect(existsSync(dataDir)).toBe(true);

    await stopAndExpectNoOrphans(rt);
  });

  it('starts again on the same data dir, reusing and keeping everything', async () => {
    const rt = await boot(port);
    expect(rt.env.USER_POOL_ID).toBe(firstPool.id);
    expect(rt.env.USER_POOL_CLIENT_ID).toBe(firstPool.client);

    const cognito = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: rt.env.COGNITO_ENDPOINT, credentials });
    const pools = (await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }))).UserPools ?? [];
    expect(pools.filter((p) => p.Name === 'kisa')).toHaveLength(1);
    cognito.destroy();

    const ddb = new DynamoDBClient({ region: 'us-east-1', endpoint: rt.env.DYNAMODB_ENDPOINT, credentials });
    const item = await ddb.send(new GetItemCommand({ TableName: 'kisa', Key: { PK: { S: 'BOOT#1' }, SK: { S: 'BOOT#1' } } }));
    expect(item.Item?.v?.S).toBe('persisted');
    ddb.destroy();

    const sqs = new SQSClient({ region: 'us-east-1', endpoint: rt.env.SQS_ENDPOINT, credentials });
    const dlqUrl = rt.env.CLICK_QUEUE_URL!.replace(/clicks$/, 'clicks-dlq');
    const kept = await sqs.send(new ReceiveMessageCommand({ QueueUrl: dlqUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
    expect(kept.Messages?.map((m) => m.Body)).toEqual(['kept across restarts']);
    sqs.destroy();

    await stopAndExpectNoOrphans(rt);

    const wipe = runScript('infra/local/wipe.ts');
    expect(wipe.status, wipe.stderr).toBe(0);
    expect(existsSync(dataDir)).toBe(false);
  });
});

async function boot(port: number): Promise<Runtime> {
  const rt = await startRuntime({ port, dataDir, quiet: true });
  started.push(rt);
  return rt;
}

async function stopAndExpectNoOrphans(rt: Runtime): Promise<void> {
  const pids = rt.pids();
  expect(pids.length).toBeGreaterThanOrEqual(9); // 6 emulators + java + gateway + pollers
  expect(
    rt
      .processes()
      .map((p) => p.name)
      .sort(),
  ).toEqual(['cognito', 'dynamodb', 'gateway', 'kms', 'pollers', 's3', 'ses', 'sqs']);
  expect(
    rt
      .processes()
      .flatMap((p) => p.pids)
      .sort(),
  ).toEqual([...pids].sort());
  await rt.stop();
  started.splice(started.indexOf(rt), 1);
  const alive = pids.filter(isAlive);
  // Also anything still mentioning this data dir on its command line (e.g. java's -dbPath).
  const strays = readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        return readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(dataDir);
      } catch {
        return false;
      }
    });
  expect({ alive, strays }).toEqual({ alive: [], strays: [] });
  expect(existsSync(join(dataDir, 'runtime.pid')), 'pid file removed').toBe(false);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function runScript(script: string) {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return spawnSync(process.execPath, ['--import', tsx, join(repoRoot, script)], {
    env: { ...process.env, KISA_DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 30_000,
  });
}
