import { App, NestedStack, Validations } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { LogLevel } from 'aws-cdk-lib/aws-lambda-nodejs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { apiRoutes, redirectRoute, schedules, workers } from '@kisa/functions/src/api-routes';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CLICK_RECORD_FIELDS,
  CONTENT_SECURITY_POLICY,
  CONVERSION_LOG_COLUMNS,
  contentSecurityPolicy,
  HSTS_MAX_AGE_SECONDS,
  INLINE_STYLE_PAGES,
  UNLISTED_PAGES,
  paths,
  SECURITY_HEADERS,
} from '@kisa/shared';
import { capabilitiesOf } from '@kisa/functions/src/capabilities';
import { capabilityFunctionId } from './constructs/capability-entry';
import { handlerId } from './constructs/kisa-function';
import { KisaStack } from './kisa-stack';
import { flattenNested } from './test-support/flatten-nested';

// One synth for the whole file: bundling a dozen functions is the slow part.
let app: App;
let stack: KisaStack;
let template: Template;
type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };
let resources: Record<string, Resource>;

beforeAll(() => {
  app = new App();
  // Bundling happens while the stack is constructed, so that is quieted too.
  stack = quietly(
    () =>
      new KisaStack(app, 'Test', {
        env: { account: '123456789012', region: 'eu-west-1' },
        config: {
          mailDomain: 'mail.example.com',
          bundlingLogLevel: LogLevel.SILENT,
        },
      }),
  );
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  // The main stack with its background stack (queue workers, scheduled jobs) inlined, as one template would read.
  resources = quietly(() => flattenNested(stack, 'Background'));
  template = Template.fromJSON({ Resources: resources });
}, 300_000); // bundling ~1 min on a quiet machine, 2–3 min when the machine is shared

/** CDK writes "Bundling asset …" to stderr; keep a green run silent, show it on failure. */
function quietly<T>(fn: () => T): T {
  const captured: string[] = [];
  const previousNpmLogLevel = process.env.npm_config_loglevel;
  process.env.npm_config_loglevel = 'error'; // esbuild runs through npx
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    captured.push(String(chunk));
    return true;
  });
  try {
    return fn();
  } catch (e) {
    spy.mockRestore();
    process.stderr.write(captured.join(''));
    throw e;
  } finally {
    spy.mockRestore();
    if (previousNpmLogLevel === undefined) delete process.env.npm_config_loglevel;
    else process.env.npm_config_loglevel = previousNpmLogLevel;
  }
}

/** Logical ids start with the construct path (`Http` + `AccountsSignUp` + `Fn`…). */
function logicalIdsOf(type: string, prefix: string): string[] {
  return Object.entries(resources)
    .filter(([id, r]) => r.Type === type && id.startsWith(prefix))
    .map(([id]) => id);
}

function functionOf(prefix: string): Resource {
  const ids = logicalIdsOf('AWS::Lambda::Function', `${prefix}Fn`);
  expect(ids, `one function for ${prefix}`).toHaveLength(1);
  return resources[ids[0]!]!;
}

/** Every IAM statement of the role of the function at `prefix`. */
function statementsOf(prefix: string): Array<{ Action: string | string[]; Resource: unknown }> {
  return logicalIdsOf('AWS::IAM::Policy', `${prefix}Role`).flatMap((id) => resources[id]!.Properties.PolicyDocument.Statement);
}

const actionsOf = (prefix: string): string[] => statementsOf(prefix).flatMap((s) => [s.Action].flat());

/** The TableInput of the Glue table named `name`. */
function glueTable(name: string): Record<string, any> {
  const found = Object.values(resources).filter((r) => r.Type === 'AWS::Glue::Table' && r.Properties.TableInput.Name === name);
  expect(found, `one Glue table ${name}`).toHaveLength(1);
  return found[0]!.Properties.TableInput;
}

/** The API's functions: one per capability (functions/src/capabilities.ts). */
const capabilities = capabilitiesOf(apiRoutes);
const prefixOfApi = (capability: string) => `Http${capabilityFunctionId(capability)}`;

describe('data table', () => {
  it('has the keys, GSIs, TTL, PITR, on-demand billing and is retained', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
        GlobalSecondaryIndexes: ['GSI1', 'GSI2', 'GSI3'].map((n) => ({
          IndexName: n,
          KeySchema: [
            { AttributeName: `${n}PK`, KeyType: 'HASH' },
            { AttributeName: `${n}SK`, KeyType: 'RANGE' },
          ],
          // GSI3: the admin users list, only its fields projected.
          Projection:
            n === 'GSI3'
              ? {
                  ProjectionType: 'INCLUDE',
                  NonKeyAttributes: ['userId', 'name', 'email', 'role', 'teamId', 'teamRole', 'plan', 'verified', 'disabled', 'createdAt'],
                }
              : { ProjectionType: 'ALL' },
        })),
      }),
    });
  });
});

describe('Cognito', () => {
  it('lets only the API create users, with the product password rule', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        }),
      },
    });
  });

  it('is on the Lite feature plan (docs/DEPLOY.md, "Cognito")', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', { UserPoolTier: 'LITE' });
  });

  it("has a secretless client with admin password auth only (no client-side password check around WAF and the API's limits) and 1-day tokens", () => {
    const clients = Object.values(resources).filter((r) => r.Type === 'AWS::Cognito::UserPoolClient');
    expect(clients).toHaveLength(1);
    expect(clients[0]!.Properties.ExplicitAuthFlows.sort()).toEqual(['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      AccessTokenValidity: 1440,
      IdTokenValidity: 1440,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes' },
    });
  });
});

describe('HTTP API', () => {
  it('has one route per apiRoutes entry plus $default, all in the routes nested stack', () => {
    const routesStack = stack.node.findAll().find((c): c is NestedStack => c instanceof NestedStack && c.node.id === 'Routes');
    expect(routesStack, 'the HTTP API routes nested stack').toBeDefined();
    expect(Object.values(resources).filter((r) => r.Type === 'AWS::ApiGatewayV2::Route')).toEqual([]);
    const keys = Object.values(Template.fromStack(routesStack!).toJSON().Resources as Record<string, Resource>)
      .filter((r) => r.Type === 'AWS::ApiGatewayV2::Route')
      .map((r) => r.Properties.RouteKey as string)
      .sort();
    expect(keys).toEqual([...apiRoutes.map((r) => `${r.method} ${r.path}`), '$default'].sort());
  });

  it('has one arm64 Node 22 function per API capability (not-found in `api`), the redirect, each worker and schedule, and the origin-secret rotation', () => {
    // Not counted: CDK's own providers behind the cross-region references (the edge stack's WAF ARNs read, the distribution ids written for the edge alarms stack).
    const all = Object.entries(resources)
      .filter(([id, r]) => r.Type === 'AWS::Lambda::Function' && !/^CustomCrossRegionExport(Reader|Writer)/.test(id))
      .map(([, r]) => r);
    expect(all).toHaveLength(capabilities.length + 1 + workers.length + schedules.length + 1);
    for (const fn of all) {
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
    }
    for (const c of capabilities) functionOf(prefixOfApi(c.name));
  });

  it('passes the AWS configuration to API functions', () => {
    const env = functionOf(prefixOfApi('accounts')).Properties.Environment.Variables;
    expect(env).toMatchObject({ COOKIE_SECURE: 'true', MAIL_FROM: 'no-reply@mail.example.com', POWERTOOLS_SERVICE_NAME: 'kisa' });
    for (const key of ['TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'APP_URL', 'SHORT_URL_BASE']) {
      expect(env, key).toHaveProperty(key);
    }
  });

  it('logs access on the $default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });
});

describe('least privilege', () => {
  it('gives the `default` capability (the OpenAPI route, uses: [], and not-found) nothing but its own log writes and the origin secret check of every API function', () => {
    expect(apiRoutes.find((r) => r.handler === 'get-openapi')?.uses).toEqual([]);
    expect(capabilities.find((c) => c.name === 'default')!.uses).toEqual([]);
    expect(actionsOf(prefixOfApi('default')).sort()).toEqual([
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'secretsmanager:GetSecretValue',
      'xray:PutTelemetryRecords',
      'xray:PutTraceSegments',
    ]);
  });

  it('lets signout end its session on the profile item (table + user pool configuration)', () => {
    expect(apiRoutes.find((r) => r.handler === 'accounts/sign-out')?.uses).toEqual(['table', 'userPool', 'authKey']);
    expect(actionsOf(prefixOfApi('accounts'))).toContain('dynamodb:UpdateItem');
  });

  it('lets the redirect function GetItem on the table, send to the click queue and read the click-token key, nothing else', () => {
    expect(redirectRoute.uses).toEqual(['table', 'clickQueue', 'clickToken']);
    const actions = actionsOf('Redirect');
    // Beside log and trace writes (every function: X-Ray active tracing).
    expect(actions.filter((a) => !a.startsWith('logs:') && !a.startsWith('xray:')).sort()).toEqual([
      'dynamodb:GetItem',
      'secretsmanager:GetSecretValue',
      'sqs:SendMessage',
    ]);
    // The click-token key: that one secret, read only (links with conversion tracking pass click ids on).
    const secret = statementsOf('Redirect').find((s) => s.Action === 'secretsmanager:GetSecretValue');
    expect(secret?.Resource).toEqual({ Ref: logicalIdsOf('AWS::SecretsManager::Secret', 'ClickToken')[0] });
    const get = statementsOf('Redirect').find((s) => s.Action === 'dynamodb:GetItem');
    const table = logicalIdsOf('AWS::DynamoDB::Table', 'Data')[0];
    expect(get?.Resource).toEqual({ 'Fn::GetAtt': [table, 'Arn'] });
    const send = statementsOf('Redirect').find((s) => s.Action === 'sqs:SendMessage');
    const clickQueue = logicalIdsOf('AWS::SQS::Queue', 'QueuesClicksQueue');
    expect(send?.Resource).toEqual({ 'Fn::GetAtt': [clickQueue[0], 'Arn'] });
  });

  it('lets the click worker write the table and put click-log objects under clicks/', () => {
    const worker = `Queues${handlerId('workers/process-clicks')}Worker`;
    const actions = actionsOf(worker);
    for (const action of ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:GetItem', 'dynamodb:BatchGetItem', 's3:PutObject'])
      expect(actions, action).toContain(action);
  });

  it('lets the workers that announce events (clicks: link.clicked; bulk: campaign.completed) send to the webhook queue, and to no other queue', () => {
    const webhookQueue = { 'Fn::GetAtt': [logicalIdsOf('AWS::SQS::Queue', 'QueuesWebhooksQueue')[0], 'Arn'] };
    for (const w of ['workers/process-clicks', 'workers/process-bulk-part']) {
      const worker = `Queues${handlerId(w)}Worker`;
      const sends = statementsOf(worker).filter((s) => [s.Action].flat().some((a) => a.startsWith('sqs:Send')));
      expect(
        sends.filter((s) => JSON.stringify(s.Resource) === JSON.stringify(webhookQueue)),
        w,
      ).toEqual([expect.objectContaining({ Action: 'sqs:SendMessage' })]);
      expect(functionOf(worker).Properties.Environment.Variables.WEBHOOK_QUEUE_URL, w).toEqual({
        Ref: logicalIdsOf('AWS::SQS::Queue', 'QueuesWebhooksQueue')[0],
      });
    }
    // The click worker sends nowhere else (the bulk worker also re-queues its own parts).
    const clickSends = statementsOf(`Queues${handlerId('workers/process-clicks')}Worker`).filter((s) =>
      [s.Action].flat().some((a) => a.startsWith('sqs:Send')),
    );
    expect(clickSends.map((s) => s.Resource)).toEqual([webhookQueue]);
  });

  it('grants ses:SendEmail only to functions that use mail, scoped to the identity', () => {
    for (const c of capabilities) expect(actionsOf(prefixOfApi(c.name)).includes('ses:SendEmail'), c.name).toBe(c.uses.includes('mail'));
    const ses = statementsOf(prefixOfApi('accounts')).find((s) => s.Action === 'ses:SendEmail');
    const identity = logicalIdsOf('AWS::SES::EmailIdentity', 'Mail')[0];
    expect(JSON.stringify(ses?.Resource)).toContain(`:identity/",{"Ref":"${identity}"}`);
  });

  it('grants Cognito admin actions on the pool only to functions that call them (least-privilege.test.ts)', () => {
    for (const c of capabilities) {
      const callsPool = c.uses.some((u) => u.startsWith('cognito:'));
      expect(
        actionsOf(prefixOfApi(c.name)).some((a) => a.startsWith('cognito-idp:')),
        c.name,
      ).toBe(callsPool);
    }
  });

  it('has no wildcard actions anywhere', () => {
    const actions = Object.values(resources)
      .filter((r) => r.Type === 'AWS::IAM::Policy')
      .flatMap((r) => r.Properties.PolicyDocument.Statement.flatMap((s: { Action: string | string[] }) => [s.Action].flat()));
    expect(actions.filter((a) => a.includes('*'))).toEqual([]);
  });
});

describe('queues and workers', () => {
  it('gives every work queue a DLQ (5 receives: AWS guidance for Lambda consumers), SSL-only and encrypted', () => {
    const queues = Object.values(resources).filter((r) => r.Type === 'AWS::SQS::Queue');
    expect(queues).toHaveLength(workers.length * 2 + schedules.length);
    const work = queues.filter((q) => q.Properties.RedrivePolicy);
    expect(work).toHaveLength(workers.length);
    for (const q of work) expect(q.Properties.RedrivePolicy.maxReceiveCount).toBe(5);
    for (const q of queues) expect(q.Properties.SqsManagedSseEnabled).toBe(true);
    const policies = Object.values(resources).filter((r) => r.Type === 'AWS::SQS::QueuePolicy');
    expect(policies).toHaveLength(queues.length);
    for (const p of policies) expect(JSON.stringify(p.Properties)).toContain('aws:SecureTransport');
  });

  it('reserves for each worker the executions its event source may use, so API traffic cannot throttle it into its DLQ', () => {
    for (const w of workers) {
      const fnId = logicalIdsOf('AWS::Lambda::Function', `Queues${handlerId(w.handler)}WorkerFn`)[0]!;
      const mapping = Object.values(resources).find((r) => r.Type === 'AWS::Lambda::EventSourceMapping' && r.Properties.FunctionName?.Ref === fnId)!;
      expect(mapping.Properties.ScalingConfig.MaximumConcurrency, w.queue).toBeGreaterThan(0);
      expect(resources[fnId]!.Properties.ReservedConcurrentExecutions, w.queue).toBe(mapping.Properties.ScalingConfig.MaximumConcurrency);
    }
  });

  it('wires each worker with its batch size and partial batch failures; visibility >= 6x timeout', () => {
    for (const w of workers) {
      const prefix = `Queues${handlerId(w.handler)}Worker`;
      const fn = functionOf(prefix);
      const queueId = logicalIdsOf('AWS::SQS::Queue', `Queues${handlerId(w.queue)}Queue`)[0]!;
      expect(resources[queueId]!.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * fn.Properties.Timeout);
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
        BatchSize: w.batchSize,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        ...(w.queue === 'clicks' ? { MaximumBatchingWindowInSeconds: Match.anyValue() } : {}),
      });
    }
  });
});

describe('scheduled jobs', () => {
  const prefixOfJob = (name: string) => `Schedules${handlerId(name)}`;
  const clickLogObjects = (prefix: string) => ({
    'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalIdsOf('AWS::S3::Bucket', 'StorageClickLog')[0], 'Arn'] }, `/${prefix}*`]],
  });

  it('runs each schedule from an EventBridge rule, with retries and a dead-letter queue', () => {
    expect(schedules.map((s) => [s.name, s.everyMinutes])).toEqual([
      ['compact-click-log', 15],
      ['check-domains', 5],
      ['evaluate-alerts', 5],
      ['check-link-health', 5],
      ['promote-experiments', 60],
      ['send-reports', 60],
      ['fold-click-counts', 1],
    ]);
    const fnId = logicalIdsOf('AWS::Lambda::Function', `${prefixOfJob('compact-click-log')}Fn`)[0]!;
    const dlqId = logicalIdsOf('AWS::SQS::Queue', `${prefixOfJob('compact-click-log')}Dlq`)[0]!;
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [fnId, 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [dlqId, 'Arn'] } },
        }),
      ],
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: fnId },
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [dlqId, 'Arn'] } } },
    });
  });

  it('sizes the compaction function for a chunk', () => {
    const fn = functionOf(prefixOfJob('compact-click-log'));
    expect(fn.Properties.Timeout).toBe(900);
    expect(fn.Properties.MemorySize).toBeGreaterThanOrEqual(3008);
    expect(fn.Properties.Environment.Variables).toHaveProperty('CLICK_LOG_BUCKET');
  });

  it("lets compaction list, get, put and delete under the click log's prefixes only", () => {
    const statements = statementsOf(prefixOfJob('compact-click-log')).filter((s) => [s.Action].flat().some((a) => a.startsWith('s3:')));
    const prefixes = [
      'clicks/',
      'clicks-compact/',
      'click-log-manifests/',
      'clicks-by-team/',
      'click-rollups/',
      'click-log-generations/',
      'click-log-state/',
      'conversions-incoming/',
      'conversions/',
    ];
    expect(statements).toContainEqual(
      expect.objectContaining({ Action: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'], Resource: prefixes.map(clickLogObjects) }),
    );
    expect(statements).toContainEqual(
      expect.objectContaining({ Action: 's3:ListBucket', Condition: { StringLike: { 's3:prefix': prefixes.map((p) => `${p}*`) } } }),
    );
    expect(statements).toHaveLength(2);
    // The click worker still only appends under clicks/.
    const worker = statementsOf(`Queues${handlerId('workers/process-clicks')}Worker`);
    expect(worker.flatMap((s) => [s.Action].flat())).not.toContain('s3:DeleteObject');
    expect(worker).toContainEqual(expect.objectContaining({ Action: ['s3:PutObject', 's3:GetObject'], Resource: clickLogObjects('clicks/') }));
    // The import worker writes imported history only, beside the log.
    const importer = statementsOf(`Queues${handlerId('workers/process-imports')}Worker`);
    expect(importer).toContainEqual(expect.objectContaining({ Action: ['s3:PutObject', 's3:GetObject'], Resource: clickLogObjects('imported-clicks/') }));
    expect(JSON.stringify(importer)).not.toContain('/clicks/*');
  });

  it('lets the conversions function put incoming conversion objects only: compaction moves them on', () => {
    const onClickLog = statementsOf(prefixOfApi('conversions')).filter((s) => JSON.stringify(s.Resource).includes('StorageClickLog'));
    expect(onClickLog).toEqual([expect.objectContaining({ Action: 's3:PutObject', Resource: clickLogObjects('conversions-incoming/') })]);
    // The click worker too: it writes the lines of conversions reported before it recorded their click.
    const worker = statementsOf(`Queues${handlerId('workers/process-clicks')}Worker`);
    expect(worker).toContainEqual(expect.objectContaining({ Action: 's3:PutObject', Resource: clickLogObjects('conversions-incoming/') }));
  });
});

describe('storage and analytics', () => {
  it('aborts multipart uploads left unfinished in every bucket, after a day', () => {
    const buckets = Object.values(resources).filter((r) => r.Type === 'AWS::S3::Bucket');
    expect(buckets).toHaveLength(6);
    for (const b of buckets) {
      expect(
        b.Properties.LifecycleConfiguration.Rules.some(
          (r: { AbortIncompleteMultipartUpload?: { DaysAfterInitiation: number } }) => r.AbortIncompleteMultipartUpload?.DaysAfterInitiation === 1,
        ),
      ).toBe(true);
    }
  });

  it('versions the SPA bucket (a release can be rolled back) and keeps previous versions 30 days', () => {
    const app = Object.values(resources).find(
      (r) => r.Type === 'AWS::CloudFront::Distribution' && r.Properties.DistributionConfig.Comment.startsWith('Kisa app'),
    )!;
    const originBucket = app.Properties.DistributionConfig.Origins.find((o: { S3OriginConfig?: unknown }) => o.S3OriginConfig).DomainName['Fn::GetAtt'][0];
    const spa = resources[originBucket]!.Properties;
    expect(spa.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(spa.LifecycleConfiguration.Rules).toContainEqual(expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 } }));
  });

  it('tiers the click log to IA after 30 days and expires it after 400', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: [
          Match.objectLike({
            ExpirationInDays: 400,
            Transitions: [{ StorageClass: 'STANDARD_IA', TransitionInDays: 30 }],
            Status: 'Enabled',
          }),
        ],
      },
      BucketEncryption: Match.anyValue(),
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicAcls: true, RestrictPublicBuckets: true }),
    });
  });

  it('expires exports after 7 days and allows GET/PUT from the app origin', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 7, Id: 'expire-exports' })] },
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedMethods: ['GET', 'PUT'], AllowedOrigins: [Match.anyValue()] })],
      },
    });
  });

  it('projects dt partitions of the gzip NDJSON click log for Athena', () => {
    template.hasResourceProperties('AWS::Glue::Table', {
      TableInput: Match.objectLike({
        PartitionKeys: [{ Name: 'dt', Type: 'string' }],
        Parameters: Match.objectLike({
          'projection.enabled': 'true',
          'projection.dt.type': 'date',
          'projection.dt.format': 'yyyy-MM-dd',
          'projection.dt.range': '2024-01-01,NOW',
          'storage.location.template': Match.objectLike({ 'Fn::Join': Match.anyValue() }),
        }),
        StorageDescriptor: Match.objectLike({
          SerdeInfo: Match.objectLike({ SerializationLibrary: 'org.openx.data.jsonserde.JsonSerDe' }),
          Columns: Match.arrayWith([
            { Name: 'linkId', Type: 'string' },
            { Name: 'unique', Type: 'boolean' },
            { Name: 'isBot', Type: 'boolean' },
          ]),
        }),
      }),
    });
    const table = glueTable('clicks');
    expect(JSON.stringify(table.Parameters['storage.location.template'])).toContain('/clicks/dt=${dt}/');
    // Exactly the fields the click worker writes, in its order.
    expect(table.StorageDescriptor.Columns.map((c: { Name: string }) => c.Name)).toEqual([...CLICK_RECORD_FIELDS]);
  });

  it('projects dt partitions of the compacted Parquet log, with the same columns', () => {
    const table = glueTable('clicks_compact');
    expect(table.StorageDescriptor.SerdeInfo.SerializationLibrary).toBe('org.apache.hadoop.hive.ql.io.parquet.serde.ParquetHiveSerDe');
    expect(table.StorageDescriptor.InputFormat).toBe('org.apache.hadoop.hive.ql.io.parquet.MapredParquetInputFormat');
    expect(table.Parameters).toMatchObject({
      classification: 'parquet',
      'projection.enabled': 'true',
      'projection.dt.type': 'date',
      'projection.dt.format': 'yyyy-MM-dd',
    });
    expect(JSON.stringify(table.Parameters['storage.location.template'])).toContain('/clicks-compact/dt=${dt}/');
    expect(table.PartitionKeys).toEqual([{ Name: 'dt', Type: 'string' }]);
    expect(table.StorageDescriptor.Columns).toEqual(glueTable('clicks').StorageDescriptor.Columns);
    expect(table.StorageDescriptor.Columns.map((c: { Name: string }) => c.Name)).toEqual([...CLICK_RECORD_FIELDS]);
  });

  it('lays the team layout and its rollups out by team bucket (injected) and day (date), partition projection on both', () => {
    for (const [name, prefix] of [
      ['clicks_by_team', 'clicks-by-team'],
      ['click_rollups', 'click-rollups'],
    ] as const) {
      const table = glueTable(name);
      expect(table.PartitionKeys).toEqual([
        { Name: 'tb', Type: 'string' },
        { Name: 'dt', Type: 'string' },
      ]);
      expect(table.Parameters).toMatchObject({
        classification: 'parquet',
        'projection.enabled': 'true',
        // Every team-scoped query names its buckets (h00…h63, t-<teamId>): Athena needs no partition list.
        'projection.tb.type': 'injected',
        'projection.dt.type': 'date',
        'projection.dt.format': 'yyyy-MM-dd',
        'projection.dt.range': '2024-01-01,NOW',
      });
      expect(JSON.stringify(table.Parameters['storage.location.template'])).toContain(`/${prefix}/tb=\${tb}/dt=\${dt}/`);
      expect(table.StorageDescriptor.SerdeInfo.SerializationLibrary).toBe('org.apache.hadoop.hive.ql.io.parquet.serde.ParquetHiveSerDe');
    }
    // The log's columns with `bucket` where it always was (after isBot); columns added since (domain, tagIds, ruleId, variantId, fallback) after it.
    const logColumns = glueTable('clicks').StorageDescriptor.Columns;
    const isBotAt = logColumns.findIndex((c: { Name: string }) => c.Name === 'isBot');
    expect(glueTable('clicks_by_team').StorageDescriptor.Columns).toEqual([
      ...logColumns.slice(0, isBotAt + 1),
      { Name: 'bucket', Type: 'int' },
      ...logColumns.slice(isBotAt + 1),
    ]);
    expect(logColumns.slice(-5)).toEqual([
      { Name: 'domain', Type: 'string' },
      { Name: 'tagIds', Type: 'string' },
      { Name: 'ruleId', Type: 'string' },
      { Name: 'variantId', Type: 'string' },
      { Name: 'fallback', Type: 'boolean' },
    ]);
    expect(glueTable('click_rollups').StorageDescriptor.Columns.map((c: { Name: string; Type: string }) => [c.Name, c.Type])).toEqual([
      ['teamId', 'string'],
      ['dim', 'string'],
      ['value', 'string'],
      ['bucket', 'int'],
      ['total', 'bigint'],
      ['uniq', 'bigint'],
      ['bots', 'bigint'],
    ]);
  });

  it('runs one compaction at a time (reserved concurrency 1): it commits by rewriting one state object', () => {
    const compaction = Object.values(resources).filter(
      (r) => r.Type === 'AWS::Lambda::Function' && JSON.stringify(r.Properties.Environment ?? {}).includes('CLICK_LOG_BUCKET') && r.Properties.Timeout === 900,
    );
    expect(compaction).toHaveLength(1);
    expect(compaction[0]!.Properties.ReservedConcurrentExecutions).toBe(1);
  });

  it("lays the conversion log out by team (injected) — compacted files also by click day (date) — with the log's columns", () => {
    const columns = CONVERSION_LOG_COLUMNS.map(([Name, Type]) => ({ Name, Type }));
    const compacted = glueTable('conversions');
    expect(compacted.PartitionKeys).toEqual([
      { Name: 'team', Type: 'string' },
      { Name: 'dt', Type: 'string' },
    ]);
    expect(compacted.Parameters).toMatchObject({
      classification: 'json',
      'projection.enabled': 'true',
      'projection.team.type': 'injected',
      'projection.dt.type': 'date',
      'projection.dt.format': 'yyyy-MM-dd',
      'projection.dt.range': '2024-01-01,NOW',
    });
    expect(JSON.stringify(compacted.Parameters['storage.location.template'])).toContain('/conversions/team=${team}/dt=${dt}/');
    const incoming = glueTable('conversions_incoming');
    expect(incoming.PartitionKeys).toEqual([{ Name: 'team', Type: 'string' }]);
    expect(incoming.Parameters).toMatchObject({ classification: 'json', 'projection.enabled': 'true', 'projection.team.type': 'injected' });
    expect(incoming.Parameters).not.toHaveProperty('projection.dt.type');
    expect(JSON.stringify(incoming.Parameters['storage.location.template'])).toMatch(/\/conversions-incoming\/team=\$\{team\}\/"/);
    // Imported history: JSON lines by team (injected), no day partition.
    const imported = glueTable('imported_clicks');
    expect(imported.PartitionKeys).toEqual([{ Name: 'team', Type: 'string' }]);
    expect(imported.Parameters).toMatchObject({ classification: 'json', 'projection.enabled': 'true', 'projection.team.type': 'injected' });
    expect(JSON.stringify(imported.Parameters['storage.location.template'])).toMatch(/\/imported-clicks\/team=\$\{team\}\/"/);
    expect(imported.StorageDescriptor.Columns.map((c: { Name: string }) => c.Name)).toContain('firstDay');
    for (const table of [compacted, incoming]) {
      expect(table.StorageDescriptor.Columns).toEqual(columns);
      expect(table.StorageDescriptor.SerdeInfo.SerializationLibrary).toBe('org.openx.data.jsonserde.JsonSerDe');
    }
  });

  it('lets Athena readers query both tables and read both prefixes, and names both tables', () => {
    const prefix = prefixOfApi('analytics');
    expect(functionOf(prefix).Properties.Environment.Variables).toMatchObject({
      GLUE_TABLE: 'clicks',
      GLUE_COMPACT_TABLE: 'clicks_compact',
      GLUE_TEAM_TABLE: 'clicks_by_team',
      GLUE_ROLLUP_TABLE: 'click_rollups',
      GLUE_CONVERSION_TABLE: 'conversions',
      GLUE_CONVERSION_INCOMING_TABLE: 'conversions_incoming',
    });
    const statements = JSON.stringify(statementsOf(prefix));
    for (const part of [
      'table/test_analytics/clicks"',
      'table/test_analytics/clicks_compact"',
      'table/test_analytics/clicks_by_team"',
      'table/test_analytics/click_rollups"',
      'table/test_analytics/conversions"',
      'table/test_analytics/conversions_incoming"',
      'table/test_analytics/imported_clicks"',
      '/clicks/*"',
      '/clicks-compact/*"',
      '/clicks-by-team/*"',
      '/click-rollups/*"',
      '/conversions/*"',
      '/conversions-incoming/*"',
      '/imported-clicks/*"',
      '/click-log-state/state.json"',
    ]) {
      expect(statements).toContain(part);
    }
  });

  it('has an Athena workgroup with an enforced, encrypted results location', () => {
    template.hasResourceProperties('AWS::Athena::WorkGroup', {
      WorkGroupConfiguration: Match.objectLike({
        EnforceWorkGroupConfiguration: true,
        ResultConfiguration: {
          OutputLocation: Match.anyValue(),
          EncryptionConfiguration: { EncryptionOption: 'SSE_S3' },
        },
      }),
    });
  });
});

describe('distributions', () => {
  it('has three distributions (app, short domain, branded domains: branded-domains.test.ts), all logging', () => {
    const dists = Object.values(resources).filter((r) => r.Type === 'AWS::CloudFront::Distribution');
    expect(dists).toHaveLength(3);
    for (const d of dists) expect(d.Properties.DistributionConfig.Logging).toBeDefined();
  });

  it('sends /api/* uncached to the HTTP API with all methods and its own cache and origin request policies (cloudfront-origin.test.ts)', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            CachePolicyId: { Ref: Match.stringLikeRegexp('^CdnApiCache') },
            OriginRequestPolicyId: { Ref: Match.stringLikeRegexp('^CdnApiRequests') },
          }),
        ]),
        DefaultCacheBehavior: Match.objectLike({
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
          ResponseHeadersPolicyId: Match.anyValue(),
        }),
      }),
    });
  });

  it('sends the shared security headers (CSP, frame, referrer, nosniff) plus HSTS from every behaviour of both distributions', () => {
    const policies = Object.entries(resources).filter(([, r]) => r.Type === 'AWS::CloudFront::ResponseHeadersPolicy');
    expect(policies.map(([id]) => id.replace(/[0-9A-F]{8}$/, '')).sort()).toEqual(['CdnInlineStyleHeaders', 'CdnSecurityHeaders', 'CdnUnlistedHeaders']);
    const [policyId, policy] = policies.find(([id]) => id.startsWith('CdnSecurityHeaders'))!;
    // The CSP names one more origin the app's pages may send to: the preview bucket's regional host, where
    // link preview images are uploaded with presigned PUTs.
    const previewBucket = Object.keys(resources).find((id) => resources[id]!.Type === 'AWS::S3::Bucket' && id.startsWith('StoragePreviews'))!;
    const [before, after] = contentSecurityPolicy(['https://BUCKET']).split('BUCKET') as [string, string];
    expect(policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig).toEqual({
      ContentSecurityPolicy: {
        ContentSecurityPolicy: { 'Fn::Join': ['', [before, { 'Fn::GetAtt': [previewBucket, 'RegionalDomainName'] }, after]] },
        Override: false,
      },
      FrameOptions: { FrameOption: SECURITY_HEADERS['x-frame-options'], Override: false },
      ReferrerPolicy: { ReferrerPolicy: SECURITY_HEADERS['referrer-policy'], Override: false },
      ContentTypeOptions: { Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS, IncludeSubdomains: false, Override: true },
    });
    expect(policy.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items).toEqual([
      { Header: 'permissions-policy', Value: SECURITY_HEADERS['permissions-policy'], Override: false },
      { Header: 'cross-origin-opener-policy', Value: 'same-origin', Override: false },
    ]);
    expect(CONTENT_SECURITY_POLICY).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    const dists = Object.values(resources).filter((r) => r.Type === 'AWS::CloudFront::Distribution');
    const [inlineId, inline] = policies.find(([id]) => id.startsWith('CdnInlineStyleHeaders'))!;
    const [unlistedId, unlisted] = policies.find(([id]) => id.startsWith('CdnUnlistedHeaders'))!;
    const inlinePages = new Set(INLINE_STYLE_PAGES.map((page) => `${page}*`));
    const unlistedPages = new Set(UNLISTED_PAGES.map((page) => `${page}*`));
    expect(unlistedPages).toEqual(new Set(['/share/*']));
    for (const d of dists) {
      const config = d.Properties.DistributionConfig;
      for (const behavior of [config.DefaultCacheBehavior, ...(config.CacheBehaviors ?? [])]) {
        const expected = inlinePages.has(behavior.PathPattern) ? inlineId : unlistedPages.has(behavior.PathPattern) ? unlistedId : policyId;
        expect(behavior.ResponseHeadersPolicyId, `${config.Comment} ${behavior.PathPattern ?? 'default'}`).toEqual({ Ref: expected });
      }
    }

    // The API reference's document (INLINE_STYLE_PAGES): the SPA shell like the default behaviour, with
    // the same headers but 'unsafe-inline' in style-src (Scalar's theme and toasts: shared/src/security-headers.ts).
    const app = dists.find((d) => d.Properties.DistributionConfig.Comment === 'Kisa app: SPA + /api')!.Properties.DistributionConfig;
    const {
      PathPattern: _pattern,
      ResponseHeadersPolicyId: _policy,
      ...reference
    } = app.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === `${paths.apiReference}*`);
    const { ResponseHeadersPolicyId: _defaultPolicy, ...shell } = app.DefaultCacheBehavior;
    expect(reference).toEqual(shell);
    const [inlineBefore, inlineAfter] = contentSecurityPolicy(['https://BUCKET'], { inlineStyles: true }).split('BUCKET') as [string, string];
    expect(inlineBefore).toContain("style-src 'self' 'unsafe-inline';");
    expect(inlineBefore).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(inline.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig).toEqual({
      ...policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig,
      ContentSecurityPolicy: {
        ContentSecurityPolicy: { 'Fn::Join': ['', [inlineBefore, { 'Fn::GetAtt': [previewBucket, 'RegionalDomainName'] }, inlineAfter]] },
        Override: false,
      },
    });
    expect(inline.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig).toEqual(policy.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig);

    // Shared dashboards (UNLISTED_PAGES): the SPA shell with the same headers, plus X-Robots-Tag: noindex.
    const {
      PathPattern: _sharePattern,
      ResponseHeadersPolicyId: _sharePolicy,
      ...share
    } = app.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/share/*');
    expect(share).toEqual(shell);
    expect(unlisted.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig).toEqual(policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig);
    expect(unlisted.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items).toEqual([
      ...policy.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items,
      { Header: 'x-robots-tag', Value: 'noindex', Override: true },
    ]);
  });

  it('forwards geo/device headers, UA, referrer, Accept-Language, the kid cookie and query strings to the redirect function', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: Match.objectLike({
        HeadersConfig: {
          HeaderBehavior: 'whitelist',
          Headers: Match.arrayWith([
            'CloudFront-Viewer-Country',
            'CloudFront-Viewer-City',
            'CloudFront-Is-Mobile-Viewer',
            'CloudFront-Is-Tablet-Viewer',
            'CloudFront-Is-IOS-Viewer',
            'CloudFront-Is-Android-Viewer',
            'CloudFront-Viewer-Address',
            'User-Agent',
            'Referer',
            'Accept-Language',
          ]),
        },
        CookiesConfig: { CookieBehavior: 'whitelist', Cookies: ['kid'] },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
      }),
    });
  });

  it('exposes the redirect function only through CloudFront (IAM-auth URL + OAC)', () => {
    template.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM' });
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 'lambda' }),
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunctionUrl',
      Principal: 'cloudfront.amazonaws.com',
    });
  });
});

describe('mail', () => {
  it('has an SES identity for the mail domain with a configuration set', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'mail.example.com',
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    template.resourceCountIs('AWS::SES::ConfigurationSet', 1);
  });
});

describe('SPA rewrite (CloudFront Function)', () => {
  it('keeps the SPA shell (index.html) at most a minute at the edge, hashed /assets/* as long as CloudFront allows', () => {
    const app = Object.values(resources).find(
      (r) => r.Type === 'AWS::CloudFront::Distribution' && r.Properties.DistributionConfig.Comment.startsWith('Kisa app'),
    )!;
    const config = app.Properties.DistributionConfig;
    const shell = resources[config.DefaultCacheBehavior.CachePolicyId.Ref]!.Properties.CachePolicyConfig;
    expect(shell).toMatchObject({ DefaultTTL: 60, MaxTTL: 60, MinTTL: 0 });
    const assets = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/assets/*');
    expect(assets.CachePolicyId).toBe('658327ea-f89d-4fab-a63d-7e88639e58f6'); // managed CachingOptimized
    expect(assets.TargetOriginId).toBe(config.DefaultCacheBehavior.TargetOriginId);
  });

  it('serves link preview images at /previews/* from their own bucket: GET/HEAD, cached, no SPA rewrite, taken-down ones refused', () => {
    const app = Object.values(resources).find(
      (r) => r.Type === 'AWS::CloudFront::Distribution' && r.Properties.DistributionConfig.Comment.startsWith('Kisa app'),
    )!;
    const config = app.Properties.DistributionConfig;
    const previews = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/previews/*');
    expect(previews).toMatchObject({ CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6', ViewerProtocolPolicy: 'redirect-to-https' });
    // Its own origin on the preview bucket (OAC), also granted s3:ListBucket: without it S3
    // answers 403, not 404, for an image whose object was deleted.
    type Origin = { Id: string; DomainName: unknown; OriginAccessControlId?: unknown };
    const originOf = (id: string) => (config.Origins as Origin[]).find((o) => o.Id === id)!;
    expect(originOf(previews.TargetOriginId).OriginAccessControlId).toBeDefined();

    expect(previews.AllowedMethods, "CloudFront's default: GET and HEAD").toBeUndefined();
    expect(previews.FunctionAssociations).toBeUndefined();
    // A bucket of their own (a release's `s3 sync --delete` of the SPA bucket cannot touch them), under the same path.
    const bucketId = (prefix: string) => Object.keys(resources).find((id) => resources[id]!.Type === 'AWS::S3::Bucket' && id.startsWith(prefix))!;
    const previewBucket = bucketId('StoragePreviews');
    const spaBucket = bucketId('StorageSpa');
    expect(originOf(previews.TargetOriginId).DomainName).toEqual({ 'Fn::GetAtt': [previewBucket, 'RegionalDomainName'] });
    expect(originOf(config.DefaultCacheBehavior.TargetOriginId).DomainName).toEqual({ 'Fn::GetAtt': [spaBucket, 'RegionalDomainName'] });
    const policy = Object.values(resources).find((r) => r.Type === 'AWS::S3::BucketPolicy' && r.Properties.Bucket?.Ref === previewBucket)!;
    type Statement = { Effect: string; Action: string | string[]; Principal?: { Service?: string }; Condition?: unknown };
    const cloudFront = (policy.Properties.PolicyDocument.Statement as Statement[]).filter((st) => st.Principal?.Service === 'cloudfront.amazonaws.com');
    expect([...new Set(cloudFront.filter((st) => st.Effect === 'Allow').flatMap((st) => [st.Action].flat()))].sort()).toEqual([
      's3:GetObject',
      's3:ListBucket',
    ]);
    // A taken-down image (its link disabled by a moderator: tagged `disabled`) is refused to CloudFront.
    expect(cloudFront.filter((st) => st.Effect === 'Deny')).toEqual([
      expect.objectContaining({ Action: 's3:GetObject', Condition: { StringEquals: { 's3:ExistingObjectTag/kisa-preview': 'disabled' } } }),
    ]);
    // The links function may presign uploads, read images back, tag and delete them under previews/ only,
    // knows the bucket, and may invalidate the app distribution (a deleted image's edge copy).
    const linksFn = Object.entries(resources).find(([id, r]) => r.Type === 'AWS::Lambda::Function' && id.startsWith('HttpLinksApiFn'))![1];
    expect(linksFn.Properties.Environment.Variables.PREVIEW_BUCKET).toEqual({ Ref: previewBucket });
    const appId = Object.keys(resources).find((id) => resources[id] === app)!;
    expect(linksFn.Properties.Environment.Variables.PREVIEW_DISTRIBUTION_ID).toEqual({ Ref: appId });
    const statements = Object.entries(resources)
      .filter(([id, r]) => r.Type === 'AWS::IAM::Policy' && id.startsWith('HttpLinksApi'))
      .flatMap(([, r]) => r.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    const onBucket = statements.filter((st) => JSON.stringify(st.Resource).includes(previewBucket));
    const previewObjects = { 'Fn::Join': ['', [{ 'Fn::GetAtt': [previewBucket, 'Arn'] }, '/previews/*']] };
    expect(onBucket.map((st) => st.Resource)).toEqual(onBucket.map(() => previewObjects));
    expect(onBucket.flatMap((st) => [st.Action].flat()).sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject', 's3:PutObjectTagging']);
    expect(statements.filter((st) => JSON.stringify(st.Resource).includes(spaBucket))).toEqual([]);
    const invalidate = statements.filter((st) => [st.Action].flat().includes('cloudfront:CreateInvalidation'));
    expect(invalidate, 'one CreateInvalidation grant').toHaveLength(1);
    expect(JSON.stringify(invalidate[0]!.Resource)).toContain(`:distribution/",{"Ref":"${appId}"}`);
    // The browser PUTs to the preview bucket from the app's origin, with the upload's signed `pending` tag; the SPA bucket takes no PUT.
    const cors = resources[previewBucket]!.Properties.CorsConfiguration.CorsRules;
    expect(cors).toEqual([expect.objectContaining({ AllowedMethods: ['PUT'], AllowedHeaders: ['content-type', 'x-amz-tagging'], AllowedOrigins: ['*'] })]);
    expect(resources[spaBucket]!.Properties.CorsConfiguration).toBeUndefined();
    // Uploads no link names (still tagged pending) expire after a day; deleted images' versions a day after their delete.
    expect(resources[previewBucket]!.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const rules = resources[previewBucket]!.Properties.LifecycleConfiguration.Rules;
    expect(rules).toContainEqual({
      Id: 'preview-uploads-never-saved',
      Status: 'Enabled',
      Prefix: 'previews/',
      TagFilters: [{ Key: 'kisa-preview', Value: 'pending' }],
      ExpirationInDays: 1,
      NoncurrentVersionExpiration: { NoncurrentDays: 1 },
    });
    expect(rules).toContainEqual({
      Id: 'deleted-preview-images',
      Status: 'Enabled',
      Prefix: 'previews/',
      NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
    });
    // The SPA bucket keeps only its release rule (the SPA's previous files 30 days).
    expect(resources[spaBucket]!.Properties.LifecycleConfiguration.Rules).toEqual([
      expect.objectContaining({ Id: 'previous-releases', NoncurrentVersionExpiration: { NoncurrentDays: 30 } }),
    ]);
  });

  it('serves index.html for client-side routes and passes static files through', () => {
    const fn = Object.values(resources).find((r) => r.Type === 'AWS::CloudFront::Function')!;
    const code = fn.Properties.FunctionCode as string;
    const handler = new Function(`${code}; return handler;`)() as (e: { request: { uri: string } }) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    for (const uri of ['/', '/signin', '/user/dashboard', '/edit/title/abc', '/loginurl/abc', '/unknown']) {
      expect(rewrite(uri), uri).toBe('/index.html');
    }
    for (const uri of ['/assets/index-abc.js', '/favicon.svg', '/robots.txt', '/index.html']) {
      expect(rewrite(uri), uri).toBe(uri);
    }
  });
});

describe('cdk-nag', () => {
  it('acknowledges only the reviewed AwsSolutions rules, each with a reason', () => {
    const acks = new Map<string, string>();
    for (const c of stack.node.findAll()) {
      for (const m of c.node.metadata) {
        if (m.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
        for (const [id, reason] of Object.entries(m.data as Record<string, string>)) {
          const rule = id.replace(/^Annotation::/i, '').replace(/\[.*$/, '');
          if (rule.startsWith('AwsSolutions-')) acks.set(rule, reason);
        }
      }
    }
    expect([...acks.keys()].sort()).toEqual(
      // No CFR2: outside us-east-1 the web ACLs come from the edge stack (waf.test.ts).
      // SMG4: the click-token key is not rotated on purpose (click ids stay verifiable for the attribution window).
      ['APIG4', 'CFR1', 'CFR4', 'COG1', 'COG2', 'COG8', 'IAM5', 'L1', 'SMG4', 'SNS2', 'SQS3'].map((r) => `AwsSolutions-${r}`),
    );
    for (const [rule, reason] of acks) expect(reason.length, rule).toBeGreaterThan(40);
  });

  it('leaves no unacknowledged AwsSolutions finding (errors or warnings)', () => {
    const report = new AwsSolutionsChecks().validateScope(app);
    expect(report.violations.map((v) => `${v.ruleName} ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
    // cdk-nag 3 reports through the validation framework, not annotations; kept as a guard.
    expect(Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))).toEqual([]);
  });
});
