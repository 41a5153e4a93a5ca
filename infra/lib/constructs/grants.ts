import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Use } from '@kisa/functions/src/api-routes';
import { prefixesOf } from '@kisa/functions/src/data/table-writes/partitions';
import { CALLER_TOUCHES, declaredWrites } from '@kisa/functions/src/table-writes';
import { ANALYTICS_CACHE_PARTITION_PREFIX } from '@kisa/functions/src/data/analytics-cache/analytics-cache-item';
import { EXPORT_JOB_PARTITION_PREFIX } from '@kisa/functions/src/data/analytics/export-job-item';
import { AUDIT_PARTITION_PREFIX } from '@kisa/functions/src/data/audit/audit-item';
import { IDEMPOTENCY_PARTITION_PREFIX } from '@kisa/functions/src/data/idempotency/idempotency-item';
import {
  CLICK_LOG_COMPACT_PREFIX,
  CLICK_LOG_GENERATION_PREFIX,
  CLICK_LOG_MANIFEST_PREFIX,
  CLICK_LOG_PREFIX,
  CLICK_LOG_STATE_PREFIX,
  CLICK_LOG_TEAM_PREFIX,
  CLICK_ROLLUP_PREFIX,
  PREVIEW_IMAGES_PREFIX,
} from '@kisa/shared';
import { CONVERSION_INCOMING_PREFIX, CONVERSION_LOG_PREFIX, IMPORTED_CLICKS_PREFIX } from '@kisa/shared';
import type { ClickAnalytics } from './click-analytics';
import type { DataTable } from './data-table';
import type { Mail } from './mail';
import { acknowledgeWildcardResource, REASONS } from './nag-suppressions';
import type { UserPool } from './user-pool';
import { WebhookSecretsKey } from './webhook-secrets-key';
import { edgeOf, grantEdgeDomains, previewInvalidation, type EdgeTargets } from './edge-grants';

export type { Use };
export { EDGE_CREATE_ACTION, EDGE_TENANT_ACTIONS, type EdgeTargets } from './edge-grants';

/** The resources a `uses` entry can name. */
export interface GrantTargets {
  table: DataTable;
  userPool: UserPool;
  mail: Mail;
  clickQueue: sqs.IQueue;
  bulkQueue: sqs.IQueue;
  webhookQueue: sqs.IQueue;
  importQueue: sqs.IQueue;
  domainCheckQueue: sqs.IQueue;
  healthCheckQueue: sqs.IQueue;
  alertQueue: sqs.IQueue;
  compactionQueue: sqs.IQueue;
  clickLogBucket: s3.IBucket;
  exportsBucket: s3.IBucket;
  /** Link preview images under PREVIEW_IMAGES_PREFIX, in a bucket of their own (constructs/storage.ts). */
  previewBucket: s3.IBucket;
  analytics: ClickAnalytics;
  /** The key that signs click ids (conversions). */
  clickTokenSecret: secretsmanager.ISecret;
  /** The key that signs Kisa's own session tokens and seals second-factor secrets. */
  authKeySecret: secretsmanager.ISecret;
  /** Pages of due e-mail reports and each member's report. */
  reportQueue: sqs.IQueue;
  /** Days compaction keeps visitor addresses whole (context `rawIpDays`); unset: the functions' default. */
  rawIpDays?: number;
  /**
   * The branded domains' edge (constructs/distributions.ts `BrandedDomainsEdge`): set once the
   * distributions exist, before the functions that use `domains` or `edgeDomains` are made.
   */
  edge?: EdgeTargets;
}

export interface GrantOptions {
  /**
   * `append` (default): put and get raw batches under clicks/ (the click worker).
   * `compact`: list, get, put and delete under the log's three prefixes (raw, compacted, manifests).
   * `import`: put and get an import's history under imported-clicks/ only (the import worker).
   */
  clickLogAccess?: 'append' | 'compact' | 'import';
  /** The function's handler (a capability's name for an API function): its table-write declaration (functions/src/table-writes.ts). */
  handler?: string;
}

/** `tableRead`: what a function that only reads may do, on the table and its indexes. */
export const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
/** `table` adds these (ConditionCheckItem: the checks inside TransactWriteItems). */
export const TABLE_WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem'];

/**
 * What `caller` may write besides reading: the team's audit log (every signed-in change and
 * export is recorded by the chain, core/audit), an API key's `lastUsedAt`
 * (core/api-keys/resolve-api-key.ts refreshes it at most once a minute per key), on API-key
 * items only (partition `APIKEY#…`), no other attribute, no item returned. So a read-only route
 * that authenticates its caller stays read-only for everything else. (PK and SK are listed: the
 * condition must name every key attribute a request uses.)
 */
const [API_KEY_TOUCH, REQUEST_COUNTER_TOUCH, SESSION_SEEN_TOUCH] = CALLER_TOUCHES;
const API_KEY_PARTITION = API_KEY_TOUCH.prefix;
const API_KEY_TOUCH_ATTRIBUTES = [...API_KEY_TOUCH.attributes];

/**
 * And every signed-in request is counted against its plan's limits (core/rate-limits/count-request.ts):
 * one UpdateItem per limit on the request counters (`RATE#req-…` partitions), their own attributes only.
 */
const REQUEST_COUNTER_PARTITIONS = [`${REQUEST_COUNTER_TOUCH.prefix}*`];
const REQUEST_COUNTER_ATTRIBUTES = [...REQUEST_COUNTER_TOUCH.attributes];

/** And its session's lastSeenAt (data/accounts/sessions-repo.ts touchSession, at most once per interval): that attribute only. */
const SESSION_SEEN_ATTRIBUTES = [...SESSION_SEEN_TOUCH.attributes];

/** The queues a function may send to (SendMessage on the queue alone), each with the variable its URL is handed over in. */
const QUEUE_URL_VARIABLES = {
  clickQueue: 'CLICK_QUEUE_URL',
  bulkQueue: 'BULK_QUEUE_URL',
  importQueue: 'IMPORT_QUEUE_URL',
  alertQueue: 'ALERT_QUEUE_URL',
  healthCheckQueue: 'HEALTH_CHECK_QUEUE_URL',
  domainCheckQueue: 'DOMAIN_CHECK_QUEUE_URL',
  compactionQueue: 'COMPACTION_QUEUE_URL',
  webhookQueue: 'WEBHOOK_QUEUE_URL',
  reportQueue: 'REPORT_QUEUE_URL',
} as const satisfies Partial<Record<Use, string>>;
const isQueueUse = (use: Use): use is keyof typeof QUEUE_URL_VARIABLES => Object.hasOwn(QUEUE_URL_VARIABLES, use);

/**
 * Grants a function exactly what its `uses` lists, with explicit actions and ARNs
 * (no `grant*` helpers, whose action wildcards like `s3:GetObject*` fail AwsSolutions-IAM5).
 * Returns the environment variables those resources imply.
 */
export function grantUses(fn: lambda.Function, uses: readonly Use[], t: GrantTargets, opts: GrantOptions = {}): Record<string, string> {
  const env: Record<string, string> = {};
  const allow = (actions: string[], resources: string[], conditions?: Record<string, unknown>) =>
    fn.addToRolePolicy(new iam.PolicyStatement({ actions, resources, conditions }));
  const all = new Set(uses);
  // `table`: reads, and writes of the declared partitions only (`dynamodb:LeadingKeys`), or table-wide
  // for the few declared so (docs/SECURITY.md "Table writes by function"). A function without a
  // declaration (none in the stack: table-writes.test.ts) stays table-wide.
  const declared = all.has('table') && opts.handler !== undefined ? declaredWrites(opts.handler) : undefined;
  const tableWide = all.has('table') && (declared === undefined || declared === 'table');

  // The Cognito admin calls, in one statement on the pool: exactly those listed. Checking a
  // session token needs no IAM (JWTs are verified with the pool's public keys), only its ids.
  const cognito = [...all].filter((u) => u.startsWith('cognito:')).map((u) => `cognito-idp:${u.slice('cognito:'.length)}`);
  if (cognito.length) allow(cognito.sort(), [t.userPool.pool.userPoolArn]);
  if (cognito.length || all.has('userPool')) {
    env.USER_POOL_ID = t.userPool.pool.userPoolId;
    env.USER_POOL_CLIENT_ID = t.userPool.client.userPoolClientId;
  }
  if (all.has('table') || all.has('tableRead') || all.has('caller') || all.has('idempotency')) env.TABLE_NAME = t.table.table.tableName;

  for (const use of all) {
    if (isQueueUse(use)) {
      allow(['sqs:SendMessage'], [t[use].queueArn]);
      env[QUEUE_URL_VARIABLES[use]] = t[use].queueUrl;
      continue;
    }
    switch (use) {
      case 'table':
        if (tableWide) allow([...TABLE_READ, ...TABLE_WRITE], t.table.resourceArns);
        else {
          allow(TABLE_READ, t.table.resourceArns);
          // Base-table items only (an index is never written): each item of a batch or a transaction
          // is authorized by its own action against its own partition key.
          const prefixes = prefixesOf(declared === 'table' ? [] : (declared ?? []));
          if (prefixes.length)
            allow(TABLE_WRITE, [t.table.table.tableArn], { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': prefixes.map((p) => `${p}*`) } });
        }
        break;
      case 'tableRead':
        allow(TABLE_READ, t.table.resourceArns);
        break;
      case 'caller':
        // The profile and the API key are read by key (GetItem, base table), then the key's lastUsedAt.
        if (!all.has('table') && !all.has('tableRead')) allow(['dynamodb:GetItem'], [t.table.table.tableArn]);
        if (!tableWide) {
          // The team's audit log (core/audit): an entry put and the head moved, in one transaction.
          allow(['dynamodb:PutItem', 'dynamodb:UpdateItem'], [t.table.table.tableArn], {
            'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${AUDIT_PARTITION_PREFIX}*`] },
          });
          allow(['dynamodb:UpdateItem'], [t.table.table.tableArn], {
            'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${API_KEY_PARTITION}*`] },
            'ForAllValues:StringEquals': { 'dynamodb:Attributes': API_KEY_TOUCH_ATTRIBUTES },
            StringEqualsIfExists: { 'dynamodb:ReturnValues': ['NONE', 'UPDATED_OLD', 'UPDATED_NEW'] },
          });
          allow(['dynamodb:UpdateItem'], [t.table.table.tableArn], {
            'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': REQUEST_COUNTER_PARTITIONS },
            'ForAllValues:StringEquals': { 'dynamodb:Attributes': REQUEST_COUNTER_ATTRIBUTES },
            StringEqualsIfExists: { 'dynamodb:ReturnValues': ['NONE', 'UPDATED_OLD', 'UPDATED_NEW'] },
          });
          allow(['dynamodb:UpdateItem'], [t.table.table.tableArn], {
            'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${SESSION_SEEN_TOUCH.prefix}*`] },
            'ForAllValues:StringEquals': { 'dynamodb:Attributes': SESSION_SEEN_ATTRIBUTES },
            StringEqualsIfExists: { 'dynamodb:ReturnValues': ['NONE', 'UPDATED_OLD', 'UPDATED_NEW'] },
          });
        }
        break;
      case 'idempotency':
        // The caller's Idempotency-Key records only (data/idempotency): claimed and answered with
        // UpdateItem, read back by key, released with DeleteItem. Within `table` already when declared.
        if (!tableWide) {
          allow(['dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'], [t.table.table.tableArn], {
            'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${IDEMPOTENCY_PARTITION_PREFIX}*`] },
          });
        }
        break;
      case 'userPool':
        break; // the pool's ids only (above)
      case 'mail':
        // SESv2 SendEmail is authorised against the identity and the configuration set used.
        allow(['ses:SendEmail'], [t.mail.identityArn, t.mail.configurationSetArn]);
        break;
      case 'clickLog': {
        const compact = opts.clickLogAccess === 'compact';
        const prefixes = compact
          ? [
              CLICK_LOG_PREFIX,
              CLICK_LOG_COMPACT_PREFIX,
              CLICK_LOG_MANIFEST_PREFIX,
              CLICK_LOG_TEAM_PREFIX,
              CLICK_ROLLUP_PREFIX,
              CLICK_LOG_GENERATION_PREFIX,
              CLICK_LOG_STATE_PREFIX,
              CONVERSION_INCOMING_PREFIX,
              CONVERSION_LOG_PREFIX,
            ]
          : opts.clickLogAccess === 'import'
            ? [IMPORTED_CLICKS_PREFIX]
            : [CLICK_LOG_PREFIX];
        const objects = prefixes.map((p) => t.clickLogBucket.arnForObjects(`${p}*`));
        allow(compact ? ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'] : ['s3:PutObject', 's3:GetObject'], objects);
        allow(['s3:ListBucket'], [t.clickLogBucket.bucketArn], { StringLike: { 's3:prefix': prefixes.map((p) => `${p}*`) } });
        const why = compact
          ? 'Compaction rewrites the date-partitioned log under its prefixes (raw batches in; Parquet by team bucket, rollups, manifests and the commit state out), and the conversion log (incoming objects in; gzip files by team and day out).'
          : opts.clickLogAccess === 'import'
            ? "The import worker writes an import's history, a page an object, under imported-clicks/team=…/."
            : 'The click worker appends date-partitioned batches under clicks/.';
        for (const arn of objects) acknowledgeWildcardResource(fn.role ?? fn, arn, `${REASONS.objectKeys} ${why}`);
        env.CLICK_LOG_BUCKET = t.clickLogBucket.bucketName;
        // Compaction truncates visitor addresses older than this (functions/src/lib/config.ts).
        if (compact && t.rawIpDays !== undefined) env.CLICK_LOG_RAW_IP_DAYS = String(t.rawIpDays);
        break;
      }
      case 'exports': {
        const objects = t.exportsBucket.arnForObjects('*');
        allow(['s3:PutObject', 's3:GetObject', 's3:AbortMultipartUpload'], [objects]);
        acknowledgeWildcardResource(fn.role ?? fn, objects, `${REASONS.objectKeys} Export files get generated names and are handed out as presigned URLs.`);
        env.EXPORTS_BUCKET = t.exportsBucket.bucketName;
        break;
      }
      case 'previewImages': {
        // Presigned uploads are made with this role's credentials (PutObject, and PutObjectTagging for
        // the `pending` tag the URL signs), and an uploaded image is read back (GetObject) and tagged
        // `linked` (PutObjectTagging) before a link names it: under previews/ only, never the SPA's files.
        const objects = t.previewBucket.arnForObjects(`${PREVIEW_IMAGES_PREFIX}/*`);
        allow(['s3:PutObject', 's3:GetObject', 's3:PutObjectTagging'], [objects]);
        acknowledgeWildcardResource(fn.role ?? fn, objects, `${REASONS.objectKeys} Preview images get generated names under previews/{teamId}/{linkId}/.`);
        env.PREVIEW_BUCKET = t.previewBucket.bucketName;
        break;
      }
      case 'previewCleanup': {
        // Preview images no link shows any more (a replaced or removed one, a deleted link's): delete only, under
        // previews/, and invalidate their edge copies on the app distribution (previewInvalidation).
        const objects = t.previewBucket.arnForObjects(`${PREVIEW_IMAGES_PREFIX}/*`);
        allow(['s3:DeleteObject'], [objects]);
        acknowledgeWildcardResource(
          fn.role ?? fn,
          objects,
          `${REASONS.objectKeys} A link's preview image is deleted by its generated name under previews/{teamId}/{linkId}/.`,
        );
        env.PREVIEW_BUCKET = t.previewBucket.bucketName;
        Object.assign(env, previewInvalidation(fn, t, use, allow));
        break;
      }
      case 'previewTakedown': {
        // Moderation: a disabled link's preview image is re-tagged `disabled` (the preview bucket's policy
        // then refuses them to CloudFront) or `linked` again, and their edge copies invalidated.
        const objects = t.previewBucket.arnForObjects(`${PREVIEW_IMAGES_PREFIX}/*`);
        allow(['s3:PutObjectTagging'], [objects]);
        acknowledgeWildcardResource(
          fn.role ?? fn,
          objects,
          `${REASONS.objectKeys} A link's preview image is re-tagged by its generated name under previews/{teamId}/{linkId}/.`,
        );
        env.PREVIEW_BUCKET = t.previewBucket.bucketName;
        Object.assign(env, previewInvalidation(fn, t, use, allow));
        break;
      }
      case 'athena':
        Object.assign(env, t.analytics.grantQuery(fn));
        // The analytics result cache (data/analytics-cache): its entries only, read and replaced.
        if (!tableWide)
          allow(['dynamodb:GetItem', 'dynamodb:PutItem'], [t.table.table.tableArn], {
            'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${ANALYTICS_CACHE_PARTITION_PREFIX}*`] },
          });
        break;
      case 'exportJobs':
        // Background visitor exports' job items (data/analytics/export-job-item.ts): their own partitions only.
        if (!tableWide)
          allow(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'], [t.table.table.tableArn], {
            'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${EXPORT_JOB_PARTITION_PREFIX}*`] },
          });
        break;
      case 'conversionLog': {
        // Conversions: one incoming object per conversion (put only; compaction moves them
        // into conversions/, Athena reads both).
        const objects = t.clickLogBucket.arnForObjects(`${CONVERSION_INCOMING_PREFIX}*`);
        allow(['s3:PutObject'], [objects]);
        acknowledgeWildcardResource(
          fn.role ?? fn,
          objects,
          `${REASONS.objectKeys} One object per conversion, named by when it was reported and its id under its team's partition (conversions-incoming/team=…/).`,
        );
        env.CLICK_LOG_BUCKET = t.clickLogBucket.bucketName;
        break;
      }
      case 'clickToken':
        allow(['secretsmanager:GetSecretValue'], [t.clickTokenSecret.secretArn]);
        env.CLICK_TOKEN_SECRET_ARN = t.clickTokenSecret.secretArn;
        break;
      case 'authKey':
        allow(['secretsmanager:GetSecretValue'], [t.authKeySecret.secretArn]);
        env.AUTH_KEY_SECRET_ARN = t.authKeySecret.secretArn;
        break;
      case 'webhookSeal':
      case 'webhookOpen': {
        // Webhook signing secrets, sealed with data keys of this key (functions/src/lib/crypto/kms-envelope.ts),
        // each bound to its endpoint by the encryption context the code always sends.
        const key = WebhookSecretsKey.of(fn).key;
        allow([use === 'webhookSeal' ? 'kms:GenerateDataKey' : 'kms:Decrypt'], [key.keyArn], {
          StringEquals: { 'kms:EncryptionContext:purpose': 'webhook-secret' },
        });
        env.WEBHOOK_KEY_ID = key.keyArn;
        break;
      }
      case 'domains':
        // DNS checks need no IAM; the platform's hosts come with every function (SHORT_URL_BASE).
        // Customers point their domains at the connection group's routing endpoint.
        env.DOMAIN_CNAME_TARGET = edgeOf(t, use).routingEndpoint;
        break;
      case 'edgeDomains':
        Object.assign(env, grantEdgeDomains(fn, edgeOf(t, use), allow));
        break;
      default:
        if (!use.startsWith('cognito:')) throw new Error(`No grant for use '${use satisfies string}'`);
    }
  }
  return env;
}
