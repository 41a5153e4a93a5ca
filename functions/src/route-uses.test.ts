import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { CDK_BUNDLING } from '@kisa/infra/bench/bundle-like-cdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, notFoundRoute, usesOf, type Use } from './api-routes.js';
import { capabilitiesOf, capabilityEntrySource } from './capabilities.js';

/**
 * Least privilege is only as right as the route table's `uses`: IAM is derived from it
 * (infra/lib/constructs/grants.ts), and the local emulators enforce no IAM, so a missing grant
 * would first show in AWS. This reads the truth from the code instead: each API handler is
 * bundled the way CDK bundles it (ESM, tree-shaken), with the AWS SDK inside, and every SDK
 * command class left in the bundle is an AWS call the function can make. Each is then held
 * against the route's declaration:
 *
 * - Cognito: exactly the `cognito:<Action>` entries, no more, no fewer;
 * - DynamoDB: a write in the bundle ⇔ `table` (or only PutItem/UpdateItem with `exportJobs`); any table access ⇒ `table` or `tableRead`;
 * - SES ⇔ `mail`, SQS ⇔ a queue, S3 ⇔ `exports`, `clickLog`, `previewImages`, `previewCleanup`,
 *   `previewTakedown` or `conversionLog`, and an S3 delete ⇔ `previewCleanup`;
 * - CloudFront tenants ⇔ `edgeDomains`, and then only the four distribution-tenant calls its grant
 *   allows (infra/lib/constructs/grants.ts); CreateInvalidation ⇔ `previewCleanup` or `previewTakedown`.
 *
 * In AWS the functions are the capabilities (capabilities.ts: one per handler folder, its entry
 * dispatching by routeKey), each granted the union of its routes' declarations: each capability's
 * generated entry is bundled the same way and held to that union, so the function AWS runs makes
 * no call its role lacks and its role allows no service its code never calls.
 *
 * Three parts are left out on purpose: authenticating the caller, counting its request against
 * its plan's limits and recording it in the team's audit log (granted from the route's `auth` as `caller`, not from `uses`), the Idempotency-Key records (in every handler's chain but
 * written only for operations declared `idempotent`: granted from that as `idempotency`) and the
 * analytics engines, loaded by dynamic import, and their result cache's entries (Athena's grants and the cache's are `athena`'s, asserted on the stack). The origin secret check
 * (Secrets Manager) is granted to every API function by the stack, not by `uses`.
 */

const SRC = fileURLToPath(new URL('.', import.meta.url));

/** What every signed-in chain does besides the operation, granted from `auth` (`caller`) or `idempotent`, not from `uses`. */
const STUBS: Record<string, string> = {
  'authenticate-caller': 'export const authenticateCaller = async () => null;',
  'idempotency-store': 'export const idempotencyStore = undefined;',
  'count-request': 'export const countRequest = async () => [];',
  'audit-trail': 'export const auditRecorder = undefined;',
};
const handlers = [...new Set([...apiRoutes.map((r) => r.handler), notFoundRoute.handler])];

const capabilities = capabilitiesOf(apiRoutes);

/** The AWS calls each handler's bundle can make, as `Client:Operation`; capabilities as `capability:<name>`. */
let calls: Map<string, Set<string>>;
/** The capabilities' bundles, for what they load at init. */
let capabilityCode: Map<string, string>;

beforeAll(async () => {
  const result = await esbuild.build({
    entryPoints: {
      ...Object.fromEntries(handlers.map((h) => [h, `${SRC}handlers/${h}.ts`])),
      ...Object.fromEntries(capabilities.map((c) => [`capability/${c.name}`, `capability:${c.name}`])),
    },
    outdir: '/out', // nothing is written
    write: false,
    ...CDK_BUNDLING,
    mainFields: [...CDK_BUNDLING.mainFields],
    external: ['@duckdb/*'],
    plugins: [
      {
        name: 'leave-out',
        setup(build) {
          // A capability's entry, generated as CDK generates it (infra/lib/constructs/capability-entry.ts).
          build.onResolve({ filter: /^capability:/ }, (args) => ({ path: args.path.slice('capability:'.length), namespace: 'capability' }));
          build.onLoad({ filter: /.*/, namespace: 'capability' }, (args) => ({
            contents: capabilityEntrySource(capabilities.find((c) => c.name === args.path)!, `${SRC}handlers/`),
            loader: 'ts',
            resolveDir: SRC,
          }));
          build.onResolve({ filter: /\/authenticate-caller\.js$/ }, () => ({ path: 'authenticate-caller', namespace: 'stub' }));
          build.onResolve({ filter: /core\/idempotency\/idempotency-store\.js$/ }, () => ({ path: 'idempotency-store', namespace: 'stub' }));
          build.onResolve({ filter: /core\/rate-limits\/count-request\.js$/ }, () => ({ path: 'count-request', namespace: 'stub' }));
          build.onResolve({ filter: /core\/audit\/audit-trail\.js$/ }, () => ({ path: 'audit-trail', namespace: 'stub' }));
          build.onLoad({ filter: /.*/, namespace: 'stub' }, (args) => ({
            contents: STUBS[args.path]!,
            loader: 'js',
          }));
          build.onResolve({ filter: /\/((athena|duckdb)-engine|analytics-cache-repo)\.js$/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });
  calls = new Map(result.outputFiles.map((f) => [f.path.replace(/^\/out\//, '').replace(/\.js$/, ''), new Set([...sdkCalls(f.text), ...leanCalls(f.text)])]));
  capabilityCode = new Map(
    result.outputFiles.filter((f) => f.path.startsWith('/out/capability/')).map((f) => [f.path.slice('/out/capability/'.length).replace(/\.js$/, ''), f.text]),
  );
}, 300_000);

/**
 * SDK v3 command classes, minified: `X=f(config,"<service id>","<Client>",…)` makes a service's
 * command base, then `class extends X(…,…,"<Operation>",…){}` one command per operation.
 */
function sdkCalls(code: string): Set<string> {
  const clients = new Map<string, string>();
  for (const m of code.matchAll(/([\w$]+)=[\w$]+\([\w$]+,"\w+","(\w+Client)",/g)) clients.set(m[1]!, m[2]!);
  const found = new Set<string>();
  for (const m of code.matchAll(/extends ([\w$]+)\([\w$]+,[\w$]+,"(\w+)",/g)) {
    const client = clients.get(m[1]!);
    if (client) found.add(`${client}:${m[2]}`);
  }
  return found;
}

/** The click-token key read through the lean client, told apart from the origin secret's SDK reads. */
const LEAN_SECRETS = 'LeanSecretsManager';

/**
 * Calls through the lean signing client (lib/aws/aws-json-client.ts: the redirect path's link
 * read and click send), minified as `.call("<Operation>",`, each under the SDK client's name
 * that would make it. An operation missing here fails 'finds nothing else' until it is added.
 */
const LEAN_OPERATIONS: Record<string, string> = { GetItem: 'DynamoDBClient', SendMessage: 'SQSClient', GetSecretValue: LEAN_SECRETS };

function leanCalls(code: string): Set<string> {
  if (!code.includes('x-amz-json-')) return new Set();
  return new Set([...code.matchAll(/\.call\("(\w+)",/g)].map((m) => `${LEAN_OPERATIONS[m[1]!] ?? 'LeanClient'}:${m[1]}`));
}

/** The SDK's own calls, present whenever its client is: credential providers, endpoint discovery, paginators. */
const SDK_INTERNAL =
  /^(STSClient|SSOClient|SSOOIDCClient|SigninClient|SecretsManagerClient):|^DynamoDBClient:(DescribeEndpoints|Scan|Query)$|^S3Client:CreateSession$/;
/** What `edgeDomains` is granted on CloudFront (the distribution tenants of the branded domains' distribution). */
const EDGE_CALLS = ['CreateDistributionTenant', 'DeleteDistributionTenant', 'GetDistributionTenantByDomain', 'UpdateDistributionTenant'];
const TABLE_WRITES = ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems'];

const declared = (handler: string): Set<Use> =>
  handler.startsWith('capability/')
    ? new Set(capabilities.find((c) => `capability/${c.name}` === handler)!.routes.flatMap((r) => r.uses))
    : new Set(apiRoutes.filter((r) => r.handler === handler).flatMap((r) => r.uses));
const granted = (handler: string): Use[] =>
  handler.startsWith('capability/')
    ? capabilities.find((c) => `capability/${c.name}` === handler)!.uses
    : apiRoutes.filter((r) => r.handler === handler).flatMap((r) => usesOf(r));
const units = [...handlers, ...capabilities.map((c) => `capability/${c.name}`)];
const ofClient = (handler: string, client: string) =>
  [...calls.get(handler)!]
    .filter((c) => c.startsWith(`${client}:`))
    .map((c) => c.slice(client.length + 1))
    .sort();

describe('each route declares exactly the AWS calls its code makes', () => {
  it('bundles every API handler and every capability', () => {
    expect([...calls.keys()].sort()).toEqual([...units].sort());
  });

  it('loads no package at init that Lambda lacks (an external left as a static import fails the whole function)', () => {
    for (const [name, code] of capabilityCode) expect(code.match(/(?:^|[;}])import[^;(]*?from\s*"(@duckdb\/[^"]+)"/)?.[1], name).toBeUndefined();
  });

  it.each(units)('%s: Cognito admin calls', (handler) => {
    const uses = [...declared(handler)].filter((u) => u.startsWith('cognito:')).map((u) => u.slice('cognito:'.length));
    expect(ofClient(handler, 'CognitoIdentityProviderClient')).toEqual(uses.sort());
  });

  it.each(units)('%s: table reads and writes', (handler) => {
    const uses = declared(handler);
    const dynamo = ofClient(handler, 'DynamoDBClient');
    const writes = dynamo.filter((op) => TABLE_WRITES.includes(op));
    // `exportJobs`: PutItem and UpdateItem of the visitor export jobs' own partitions (their grant's LeadingKeys).
    const jobWrites = uses.has('exportJobs') && !uses.has('table') && writes.every((op) => op === 'PutItem' || op === 'UpdateItem');
    expect(writes.length > 0, `writes ${writes.join(', ') || 'nothing'}: 'table' must be declared exactly then`).toBe(uses.has('table') || jobWrites);
    expect(dynamo.length > 0, `${dynamo.length ? 'uses' : 'does not use'} the table`).toBe(uses.has('table') || uses.has('tableRead'));
  });

  it.each(units)('%s: mail, queues and files', (handler) => {
    const uses = declared(handler);
    expect(ofClient(handler, 'SESv2Client').length > 0, 'sends mail').toBe(uses.has('mail'));
    expect(ofClient(handler, 'SQSClient').length > 0, 'sends to a queue').toBe(
      uses.has('clickQueue') || uses.has('bulkQueue') || uses.has('webhookQueue') || uses.has('importQueue') || uses.has('compactionQueue'),
    );
    // (The S3 client itself comes with lib/clients.ts; its own CreateSession is not a call of ours.)
    expect(
      ofClient(handler, 'S3Client').some((op) => op !== 'CreateSession'),
      'reads or writes files',
    ).toBe(
      uses.has('exports') ||
        uses.has('clickLog') ||
        uses.has('previewImages') ||
        uses.has('previewCleanup') ||
        uses.has('previewTakedown') ||
        uses.has('conversionLog'),
    );
    // An API function deletes objects only to drop preview images no link shows (no API route deletes click-log files).
    expect(
      ofClient(handler, 'S3Client').some((op) => op.startsWith('DeleteObject')),
      'deletes files',
    ).toBe(uses.has('previewCleanup'));
  });

  it.each(units)('%s: the click-token key and the account key', (handler) => {
    // The account key comes with authenticating a caller (CALLER_USES), so it is looked for in usesOf.
    const uses = new Set(granted(handler));
    const reads = ofClient(handler, LEAN_SECRETS);
    expect(
      reads.filter((op) => op !== 'GetSecretValue'),
      'other Secrets Manager calls',
    ).toEqual([]);
    if (reads.length > 0) expect(uses.has('clickToken') || uses.has('authKey'), 'reads a key it is not granted').toBe(true);
    if (declared(handler).has('clickToken')) expect(reads, 'reads the click-token key').toEqual(['GetSecretValue']);
  });

  it.each(units)('%s: branded domains at the edge, preview images invalidated', (handler) => {
    const uses = declared(handler);
    const calls = ofClient(handler, 'CloudFrontClient');
    const tenants = calls.filter((op) => op !== 'CreateInvalidation');
    expect(tenants.length > 0, 'serves domains at the edge').toBe(uses.has('edgeDomains'));
    expect(calls.includes('CreateInvalidation'), 'invalidates preview images').toBe(uses.has('previewCleanup') || uses.has('previewTakedown'));
    expect(
      tenants.filter((op) => !EDGE_CALLS.includes(op)),
      'CloudFront calls beyond the grant',
    ).toEqual([]);
  });

  it.each(units)('%s: webhook secrets under KMS', (handler) => {
    const uses = declared(handler);
    const kms = ofClient(handler, 'KMSClient');
    expect(kms.includes('GenerateDataKey'), 'seals secrets').toBe(uses.has('webhookSeal'));
    expect(kms.includes('Decrypt'), 'opens secrets (the webhook worker alone)').toBe(uses.has('webhookOpen'));
    expect(
      kms.filter((op) => op !== 'GenerateDataKey' && op !== 'Decrypt'),
      'KMS calls beyond the grants',
    ).toEqual([]);
  });

  it('finds nothing else', () => {
    const known = /^(CognitoIdentityProviderClient|DynamoDBClient|SESv2Client|SQSClient|S3Client|CloudFrontClient|LeanSecretsManager|KMSClient):/;
    const other = [...calls].flatMap(([h, set]) => [...set].filter((c) => !known.test(c) && !SDK_INTERNAL.test(c)).map((c) => `${h} ${c}`));
    expect(other).toEqual([]);
  });
});
