import { apiRoutes, redirectRoute, schedules, workers } from '@kisa/functions/src/api-routes';
import { capabilitiesOf } from '@kisa/functions/src/capabilities';
import { prefixesOf } from '@kisa/functions/src/data/table-writes/partitions';
import { capabilityWrites, declaredWrites, scheduleWrites, workerWrites } from '@kisa/functions/src/table-writes';
import { beforeAll, describe, expect, it } from 'vitest';
import { capabilityFunctionId } from './constructs/capability-entry';
import { handlerId } from './constructs/kisa-function';
import { synthStack, type Resource } from './test-support/synth-unbundled';

// Least privilege, at the grain of the capability functions: each API function
// serves one capability (functions/src/capabilities.ts: a handler folder) and its policy is the
// union of its routes' declarations (functions/src/api-routes.ts `uses` + `auth`;
// functions/src/route-uses.test.ts holds each capability's bundle to that union). Built without
// bundling (CDK's own switch), so this takes seconds.

type Statement = { Action: string | string[]; Resource: unknown; Condition?: Record<string, unknown> };
let resources: Record<string, Resource>;

beforeAll(() => {
  // The main stack and the background stack (workers, jobs) as one: every role's policies.
  ({ all: resources } = synthStack('Grants', 'eu-west-1'));
}, 120_000);

const capabilities = capabilitiesOf(apiRoutes);
const idOf = (type: string, prefix: string) => {
  const found = Object.keys(resources).filter((id) => resources[id]!.Type === type && id.startsWith(prefix));
  expect(found, `${type} ${prefix}`).toHaveLength(1);
  return found[0]!;
};
const prefixOf = (capability: string) => `Http${capabilityFunctionId(capability)}`;
const statementsOf = (capability: string): Statement[] =>
  Object.entries(resources)
    .filter(([id, r]) => r.Type === 'AWS::IAM::Policy' && id.startsWith(`${prefixOf(capability)}Role`))
    .flatMap(([, r]) => r.Properties.PolicyDocument.Statement);
const actions = (s: Statement) => [s.Action].flat();
const cognitoOf = (capability: string) =>
  statementsOf(capability)
    .flatMap(actions)
    .filter((a) => a.startsWith('cognito-idp:'))
    .sort();
const tableOf = (capability: string) => statementsOf(capability).filter((s) => actions(s).some((a) => a.startsWith('dynamodb:')));
const envOf = (capability: string) => resources[idOf('AWS::Lambda::Function', `${prefixOf(capability)}Fn`)]!.Properties.Environment.Variables;
const declared = (capability: string) => new Set(capabilities.find((c) => c.name === capability)!.uses);

const table = () => ({ 'Fn::GetAtt': [idOf('AWS::DynamoDB::Table', 'Data'), 'Arn'] });
const indexes = () => ['GSI1', 'GSI2', 'GSI3'].map((n) => ({ 'Fn::Join': ['', [table(), `/index/${n}`]] }));
const WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem'];
/** The one write a signed-in read-only function keeps: its API key's lastUsedAt. */
const API_KEY_TOUCH = {
  Action: 'dynamodb:UpdateItem',
  Effect: 'Allow',
  Resource: expect.anything(),
  Condition: {
    'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['APIKEY#*'] },
    'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['PK', 'SK', 'lastUsedAt'] },
    StringEqualsIfExists: { 'dynamodb:ReturnValues': ['NONE', 'UPDATED_OLD', 'UPDATED_NEW'] },
  },
};

/** And the team's audit log (core/audit: every signed-in change and export is recorded): an entry put and the head moved, in its partitions only. */
const AUDIT_APPEND = {
  Action: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
  Effect: 'Allow',
  Resource: expect.anything(),
  Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['AUDIT#*'] } },
};

/** And its request counters against the caller's plan (core/rate-limits/count-request.ts): their items and attributes only. */
const REQUEST_COUNT = {
  Action: 'dynamodb:UpdateItem',
  Effect: 'Allow',
  Resource: expect.anything(),
  Condition: {
    'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['RATE#req-*'] },
    'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['PK', 'SK', 'type', 'ttl', 'hits'] },
    StringEqualsIfExists: { 'dynamodb:ReturnValues': ['NONE', 'UPDATED_OLD', 'UPDATED_NEW'] },
  },
};

/** And its session's lastSeenAt (the session partition `USER#…`), that attribute only. */
const SESSION_SEEN = {
  Action: 'dynamodb:UpdateItem',
  Effect: 'Allow',
  Resource: expect.anything(),
  Condition: {
    'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*'] },
    'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['PK', 'SK', 'lastSeenAt'] },
    StringEqualsIfExists: { 'dynamodb:ReturnValues': ['NONE', 'UPDATED_OLD', 'UPDATED_NEW'] },
  },
};

/** And, with Athena, its result cache's entries (data/analytics-cache): read and replaced, in their partitions only. */
const ANALYTICS_CACHE = {
  Action: ['dynamodb:GetItem', 'dynamodb:PutItem'],
  Effect: 'Allow',
  Resource: expect.anything(),
  Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['ANALYTICS_CACHE#*'] } },
};
/** And, with `exportJobs`, the background visitor exports' job items (data/analytics/export-job-item.ts), in their partitions only. */
const EXPORT_JOBS = {
  Action: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
  Effect: 'Allow',
  Resource: expect.anything(),
  Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['EXPORTJOB#*'] } },
};
/** The writes of a capability that does not declare `table`: its caller's, its cache's when it queries Athena, its export jobs'. */
const readerWrites = (uses: Set<string>) => [
  ...(uses.has('caller') ? [AUDIT_APPEND, API_KEY_TOUCH, REQUEST_COUNT, SESSION_SEEN] : []),
  ...(uses.has('athena') ? [ANALYTICS_CACHE] : []),
  ...(uses.has('exportJobs') ? [EXPORT_JOBS] : []),
];

describe('a read-only capability (analytics: every route only reads the table, and queries Athena)', () => {
  it('gets no Cognito action (checking the sign-in token needs none), only the pool ids', () => {
    expect(cognitoOf('analytics')).toEqual([]);
    expect(envOf('analytics')).toMatchObject({ USER_POOL_ID: expect.anything(), USER_POOL_CLIENT_ID: expect.anything(), TABLE_NAME: expect.anything() });
  });

  it("reads the table and its indexes, and writes nothing but the team's audit log, its API key's lastUsedAt, its request counters, its session's lastSeenAt, its result cache and its export jobs", () => {
    const statements = tableOf('analytics');
    expect(statements).toContainEqual({
      Action: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
      Effect: 'Allow',
      Resource: [table(), ...indexes()],
    });
    const writes = statements.filter((s) => actions(s).some((a) => WRITES.includes(a)));
    expect(writes).toEqual(expect.arrayContaining([AUDIT_APPEND, API_KEY_TOUCH, REQUEST_COUNT, SESSION_SEEN, ANALYTICS_CACHE, EXPORT_JOBS]));
    expect(writes).toHaveLength(6);
    for (const write of writes) expect(write.Resource).toEqual(table());
  });
});

describe('the admin capability (the admin user update: PATCH /api/admin/users/{id})', () => {
  it('gets exactly the Cognito actions it calls (enable an identity an earlier version disabled, revoke refresh tokens), on the pool', () => {
    expect(cognitoOf('admin')).toEqual(['cognito-idp:AdminEnableUser', 'cognito-idp:AdminUserGlobalSignOut']);
    const statement = statementsOf('admin').find((s) => actions(s)[0]!.startsWith('cognito-idp:'))!;
    expect(statement.Resource).toEqual({ 'Fn::GetAtt': [idOf('AWS::Cognito::UserPool', 'Users'), 'Arn'] });
  });
});

describe('the accounts capability (sign-up, verify, sign-in, sign-out, recover, reset, me)', () => {
  it('has the Cognito actions its routes call, and no other (e.g. no AdminEnableUser: only admin enables users)', () => {
    expect(cognitoOf('accounts')).toEqual(
      expect.arrayContaining(['cognito-idp:AdminCreateUser', 'cognito-idp:AdminInitiateAuth', 'cognito-idp:AdminSetUserPassword']),
    );
    expect(cognitoOf('accounts')).not.toContain('cognito-idp:AdminEnableUser');
  });

  it('writes the table (rate limits, the sessions on the profile)', () => {
    expect(tableOf('accounts').flatMap(actions)).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:PutItem']));
  });
});

describe('capabilities that manage no users', () => {
  it('hold no Cognito action at all: links, campaigns, analytics, api-keys, the password gate, the default capability', () => {
    for (const c of ['links', 'campaigns', 'analytics', 'api-keys', 'redirect', 'default']) expect(cognitoOf(c), c).toEqual([]);
  });
});

describe('every API capability function', () => {
  it('has exactly the Cognito actions its routes declare; only the capabilities that manage users have any', () => {
    for (const c of capabilities) {
      const expected = [...declared(c.name)]
        .filter((u) => u.startsWith('cognito:'))
        .map((u) => `cognito-idp:${u.slice(8)}`)
        .sort();
      expect(cognitoOf(c.name), c.name).toEqual(expected);
    }
  });

  it('may send mail only when one of its routes declares `mail`, and then only through the mail identity', () => {
    for (const c of capabilities) expect(statementsOf(c.name).flatMap(actions).includes('ses:SendEmail'), c.name).toBe(declared(c.name).has('mail'));
  });

  it('writes the table only when one of its routes declares `table` (a signed-in reader may touch only its API key and request counters)', () => {
    for (const c of capabilities) {
      const writes = tableOf(c.name).filter((s) => actions(s).some((a) => WRITES.includes(a)));
      if (declared(c.name).has('table')) expect(writes.flatMap(actions), c.name).toEqual(expect.arrayContaining(WRITES));
      else expect(writes, c.name).toEqual(expect.arrayContaining(readerWrites(declared(c.name))));
      if (!declared(c.name).has('table')) expect(writes, c.name).toHaveLength(readerWrites(declared(c.name)).length);
    }
  });

  it('has its own role and log group: no two capabilities share either', () => {
    const roles = capabilities.map((c) => resources[idOf('AWS::Lambda::Function', `${prefixOf(c.name)}Fn`)]!.Properties.Role);
    const logs = capabilities.map((c) => resources[idOf('AWS::Lambda::Function', `${prefixOf(c.name)}Fn`)]!.Properties.LoggingConfig.LogGroup);
    expect(new Set(roles.map((r) => JSON.stringify(r))).size).toBe(capabilities.length);
    expect(new Set(logs.map((r) => JSON.stringify(r))).size).toBe(capabilities.length);
  });
});

describe('table writes: by partition-key prefix, table-wide for at most three functions', () => {
  /** Every function of the stack that `uses` the table, by handler (its declaration's key), with its Lambda's logical id prefix. */
  const tableFunctions = () => [
    ...capabilities.filter((c) => c.uses.includes('table')).map((c) => ({ handler: c.name, fn: `${prefixOf(c.name)}Fn` })),
    ...workers.filter((w) => (w.uses as readonly string[]).includes('table')).map((w) => ({ handler: w.handler, fn: `Queues${handlerId(w.handler)}WorkerFn` })),
    ...schedules.filter((s) => (s.uses as readonly string[]).includes('table')).map((s) => ({ handler: s.handler, fn: `Schedules${handlerId(s.name)}Fn` })),
  ];
  /** The table-write statements of a function's role (its policies found through the role they attach to). */
  const writesOfFunction = (fnPrefix: string): Statement[] => {
    const role = JSON.stringify({ Ref: resources[idOf('AWS::Lambda::Function', fnPrefix)]!.Properties.Role['Fn::GetAtt'][0] });
    return Object.values(resources)
      .filter((r) => r.Type === 'AWS::IAM::Policy' && (r.Properties.Roles as unknown[]).some((x) => JSON.stringify(x) === role))
      .flatMap((r) => r.Properties.PolicyDocument.Statement as Statement[])
      .filter((s) => actions(s).some((a) => WRITES.includes(a)));
  };
  /** The roles holding a table write with no condition at all, on any of the table's ARNs. */
  const tableWideRoles = () =>
    Object.entries(resources)
      .filter(([, r]) => r.Type === 'AWS::IAM::Policy')
      .filter(([, r]) =>
        (r.Properties.PolicyDocument.Statement as Statement[]).some(
          (s) => actions(s).some((a) => WRITES.includes(a)) && !s.Condition && JSON.stringify(s.Resource).includes(idOf('AWS::DynamoDB::Table', 'Data')),
        ),
      )
      .map(([id]) => id.replace(/RoleDefaultPolicy[0-9A-F]{8}$/, ''));

  it('every function that uses the table declares what it writes (functions/src/table-writes.ts), and nothing else is declared', () => {
    for (const f of tableFunctions()) expect(declaredWrites(f.handler), f.handler).toBeDefined();
    expect(Object.keys(capabilityWrites).sort()).toEqual(
      capabilities
        .filter((c) => c.uses.includes('table'))
        .map((c) => c.name)
        .sort(),
    );
    expect(Object.keys(workerWrites).sort()).toEqual(
      workers
        .filter((w) => (w.uses as readonly string[]).includes('table'))
        .map((w) => w.queue)
        .sort(),
    );
    expect(Object.keys(scheduleWrites).sort()).toEqual(
      schedules
        .filter((s) => (s.uses as readonly string[]).includes('table'))
        .map((s) => s.name)
        .sort(),
    );
  });

  it('at most three roles write the table without a key condition: exactly those declared `table`', () => {
    const wide = tableFunctions().filter((f) => declaredWrites(f.handler) === 'table');
    expect(wide.length).toBeLessThanOrEqual(3);
    expect(tableWideRoles().sort()).toEqual(wide.map((f) => f.fn.replace(/Fn$/, '')).sort());
  });

  it('the public sign-up and sign-in function (accounts) writes no partition it does not declare, never table-wide', () => {
    expect(declaredWrites('accounts')).not.toBe('table');
    for (const s of writesOfFunction(`${prefixOf('accounts')}Fn`)) expect(s.Condition, actions(s).join()).toBeDefined();
  });

  it("each other function's table writes are conditioned on its declared prefixes, exactly (template against declaration)", () => {
    for (const f of tableFunctions()) {
      const writes = declaredWrites(f.handler)!;
      if (writes === 'table') continue;
      const statements = writesOfFunction(f.fn);
      for (const s of statements) expect(s.Condition, `${f.handler}: ${actions(s).join()}`).toBeDefined();
      const declaredStatement = statements.filter((s) => actions(s).length === WRITES.length);
      expect(
        declaredStatement.map((s) => s.Condition),
        f.handler,
      ).toEqual(writes.length ? [{ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': prefixesOf(writes).map((p) => `${p}*`) } }] : []);
      for (const s of declaredStatement) {
        expect(actions(s), f.handler).toEqual(WRITES);
        expect(s.Resource, f.handler).toEqual(table());
      }
    }
  });

  it('the redirect writes nothing (one GetItem on the base table)', () => {
    expect(declaredWrites(redirectRoute.handler)).toEqual([]);
    expect(writesOfFunction('RedirectFn')).toEqual([]);
  });
});

describe('tracing: X-Ray active tracing on every function', () => {
  const functions = () => Object.entries(resources).filter(([, r]) => r.Type === 'AWS::Lambda::Function' && r.Properties.Runtime?.startsWith('nodejs22'));

  it('traces every API function and every worker, sampled by Lambda, the redirect only when a request arrives sampled; responses never captured', () => {
    const traced = functions();
    expect(traced.map(([id]) => id)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^RedirectFn/),
        expect.stringMatching(/^QueuesWorkersProcessClicksWorkerFn/),
        expect.stringMatching(/^QueuesWorkersProcessBulkPartWorkerFn/),
      ]),
    );
    for (const [id, fn] of traced) {
      expect(fn.Properties.TracingConfig, id).toEqual({ Mode: id.startsWith('RedirectFn') ? 'PassThrough' : 'Active' });
      expect(fn.Properties.Environment.Variables.POWERTOOLS_TRACER_CAPTURE_RESPONSE, id).toBe('false');
    }
  });

  it("puts nothing on `*` but the two X-Ray writes and, for the branded domains' edge, CreateDistributionTenant — none of which has a resource type", () => {
    const onStar = Object.entries(resources)
      .filter(([, r]) => r.Type === 'AWS::IAM::Policy')
      .flatMap(([id, r]) =>
        (r.Properties.PolicyDocument.Statement as Statement[]).filter((s) => s.Resource === '*').map((s) => [id, actions(s).sort()] as const),
      );
    expect(onStar.length).toBeGreaterThanOrEqual(functions().length);
    // The functions that attach branded domains: the domains capability, the domain-check worker, and
    // the import worker and imports capability (a kept domain is checked, and attached once its TXT record is found).
    const edge = /^(HttpDomainsApiRole|QueuesWorkersCheckDomainsPageWorkerRole|QueuesWorkersProcessImportsWorkerRole|HttpImportsApiRole)/;
    for (const [id, acts] of onStar) {
      if (edge.test(id) && acts.length === 1) expect(acts, id).toEqual(['cloudfront:CreateDistributionTenant']);
      else expect(acts, id).toEqual(['xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
    }
    expect(
      onStar
        .filter(([, acts]) => acts.includes('cloudfront:CreateDistributionTenant'))
        .map(([id]) => id.replace(/[0-9A-F]{8}$/, ''))
        .sort(),
    ).toEqual([
      'HttpDomainsApiRoleDefaultPolicy',
      'HttpImportsApiRoleDefaultPolicy',
      'QueuesWorkersCheckDomainsPageWorkerRoleDefaultPolicy',
      'QueuesWorkersProcessImportsWorkerRoleDefaultPolicy',
    ]);
  });
});

describe('preview images: who may tag and delete them', () => {
  const spaBucket = () => idOf('AWS::S3::Bucket', 'StoragePreviews');
  const previews = () => ({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [spaBucket(), 'Arn'] }, '/previews/*']] });
  /** The S3 actions a role's policies allow on the preview bucket, whatever the statement. */
  const onSpaBucket = (rolePrefix: string) =>
    Object.entries(resources)
      .filter(([id, r]) => r.Type === 'AWS::IAM::Policy' && id.startsWith(rolePrefix))
      .flatMap(([, r]) => r.Properties.PolicyDocument.Statement as Statement[])
      .filter((s) => JSON.stringify(s.Resource).includes(spaBucket()));

  it('the links function: upload, read back and tag under previews/ (previewImages), delete there (previewCleanup), nothing else of the bucket', () => {
    const statements = onSpaBucket(`${prefixOf('links')}Role`);
    for (const s of statements) expect(s.Resource, actions(s).join()).toEqual(previews());
    expect(statements.flatMap(actions).sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject', 's3:PutObjectTagging']);
  });

  it('the campaigns function and the bulk worker (a campaign deleted with its links): only DeleteObject, under previews/', () => {
    for (const role of [`${prefixOf('campaigns')}Role`, 'QueuesWorkersProcessBulkPartWorkerRole']) {
      expect(
        onSpaBucket(role).map((s) => ({ actions: actions(s), resource: s.Resource })),
        role,
      ).toEqual([{ actions: ['s3:DeleteObject'], resource: previews() }]);
    }
  });

  it('the A/B promotions edit links but never a preview: the promote-experiments job may not delete an image', () => {
    const job = onSpaBucket('SchedulesPromoteExperimentsRole');
    expect(job.length).toBeGreaterThan(0);
    expect(job.flatMap(actions)).not.toContain('s3:DeleteObject');
  });

  it('the moderation function (a takedown): only PutObjectTagging under previews/, and CreateInvalidation on the app distribution', () => {
    expect(onSpaBucket(`${prefixOf('moderation')}Role`).map((s) => ({ actions: actions(s), resource: s.Resource }))).toEqual([
      { actions: ['s3:PutObjectTagging'], resource: previews() },
    ]);
    const app = idOf('AWS::CloudFront::Distribution', 'CdnApp');
    const invalidating = Object.entries(resources)
      .filter(([id, r]) => r.Type === 'AWS::IAM::Policy' && !id.startsWith('CustomCrossRegion'))
      .flatMap(([id, r]) =>
        (r.Properties.PolicyDocument.Statement as Statement[]).filter((s) => actions(s).includes('cloudfront:CreateInvalidation')).map((s) => [id, s] as const),
      );
    for (const [id, s] of invalidating) {
      expect(actions(s), id).toEqual(['cloudfront:CreateInvalidation']);
      expect(JSON.stringify(s.Resource), id).toContain(`:distribution/",{"Ref":"${app}"}`);
    }
    expect(invalidating.map(([id]) => id.replace(/RoleDefaultPolicy[0-9A-F]{8}$/, '')).sort()).toEqual(
      [prefixOf('campaigns'), prefixOf('links'), prefixOf('moderation'), 'QueuesWorkersProcessBulkPartWorker'].sort(),
    );
  });

  it('no other function touches the preview bucket', () => {
    const roles = Object.entries(resources)
      .filter(
        ([, r]) =>
          r.Type === 'AWS::IAM::Policy' && (r.Properties.PolicyDocument.Statement as Statement[]).some((s) => JSON.stringify(s.Resource).includes(spaBucket())),
      )
      .map(([id]) => id.replace(/RoleDefaultPolicy[0-9A-F]{8}$/, ''));
    expect(roles.sort()).toEqual(
      [prefixOf('campaigns'), prefixOf('links'), prefixOf('moderation'), 'QueuesWorkersProcessBulkPartWorker', 'SchedulesPromoteExperiments'].sort(),
    );
  });
});

describe('webhook signing secrets under KMS', () => {
  const key = () => idOf('AWS::KMS::Key', 'WebhookSecretsKey');
  /** Every policy statement that names a KMS action, with its role's policy id. */
  const kmsStatements = () =>
    Object.entries(resources)
      .filter(([, r]) => r.Type === 'AWS::IAM::Policy')
      .flatMap(([id, r]) =>
        (r.Properties.PolicyDocument.Statement as Statement[])
          .filter((s) => actions(s).some((a) => a.startsWith('kms:')))
          .map((s) => [id.replace(/RoleDefaultPolicy[0-9A-F]{8}$/, ''), s] as const),
      );

  it('one key, rotated yearly, kept when the stack goes (the sealed secrets need it)', () => {
    const k = resources[key()]! as Resource & { DeletionPolicy?: string };
    expect(k.Properties.EnableKeyRotation).toBe(true);
    expect(k.DeletionPolicy).toBe('Retain');
  });

  it('Decrypt: the webhook worker alone; GenerateDataKey: the webhooks function alone (create, rotate); each on that key, for webhook secrets only', () => {
    const byAction = new Map<string, string[]>();
    for (const [role, s] of kmsStatements()) {
      expect(s.Resource, role).toEqual({ 'Fn::GetAtt': [key(), 'Arn'] });
      expect(s.Condition, role).toEqual({ StringEquals: { 'kms:EncryptionContext:purpose': 'webhook-secret' } });
      for (const action of actions(s)) byAction.set(action, [...(byAction.get(action) ?? []), role]);
    }
    expect(Object.fromEntries(byAction)).toEqual({
      'kms:Decrypt': ['QueuesWorkersProcessWebhooksWorker'],
      'kms:GenerateDataKey': [prefixOf('webhooks')],
    });
    expect(envOf('webhooks').WEBHOOK_KEY_ID).toEqual({ 'Fn::GetAtt': [key(), 'Arn'] });
  });
});

describe("branded-domain tenants: this stack's only", () => {
  const edgeRoles = /^(HttpDomainsApiRole|QueuesWorkersCheckDomainsPageWorkerRole|QueuesWorkersProcessImportsWorkerRole|HttpImportsApiRole)/;
  const tenantStatements = () =>
    Object.entries(resources)
      .filter(([id, r]) => r.Type === 'AWS::IAM::Policy' && edgeRoles.test(id))
      .flatMap(([id, r]) =>
        (r.Properties.PolicyDocument.Statement as Statement[])
          .filter((s) => actions(s).some((a) => a.includes('DistributionTenant') || a === 'cloudfront:TagResource'))
          .map((s) => [id, s] as const),
      );

  it('creates tenants only tagged with its distribution, and reads, changes, deletes and tags only tenants so tagged', () => {
    const distribution = { Ref: idOf('AWS::CloudFront::Distribution', 'CdnDomains') };
    const found = tenantStatements();
    expect(found.length).toBeGreaterThanOrEqual(4 * 3);
    for (const [id, s] of found) {
      const acts = actions(s);
      if (acts.includes('cloudfront:CreateDistributionTenant') || acts.includes('cloudfront:TagResource')) {
        expect(s.Condition, `${id} ${acts.join()}`).toEqual({
          StringEquals: { 'aws:RequestTag/kisa:distribution': distribution },
          'ForAllValues:StringEquals': { 'aws:TagKeys': ['kisa:distribution'] },
        });
      } else {
        expect(acts.sort(), id).toEqual([
          'cloudfront:DeleteDistributionTenant',
          'cloudfront:GetDistributionTenantByDomain',
          'cloudfront:UpdateDistributionTenant',
        ]);
        expect(s.Condition, id).toEqual({ StringEquals: { 'aws:ResourceTag/kisa:distribution': distribution } });
      }
    }
  });
});
