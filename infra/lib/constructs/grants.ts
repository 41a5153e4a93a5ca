import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { ApiRoute } from '@kisa/functions/src/api-routes';
import { CLICK_LOG_COMPACT_PREFIX, CLICK_LOG_MANIFEST_PREFIX, CLICK_LOG_PREFIX } from '@kisa/shared';
import type { ClickAnalytics } from './click-analytics';
import type { DataTable } from './data-table';
import type { Mail } from './mail';
import { acknowledgeWildcardResource, REASONS } from './nag-suppressions';
import type { UserPool } from './user-pool';

/** What a route or worker says it touches (`uses` in functions/src/api-routes.ts). */
export type Use = ApiRoute['uses'][number];

/** The resources a `uses` entry can name. */
export interface GrantTargets {
  table: DataTable;
  userPool: UserPool;
  mail: Mail;
  clickQueue: sqs.IQueue;
  bulkQueue: sqs.IQueue;
  clickLogBucket: s3.IBucket;
  exportsBucket: s3.IBucket;
  analytics: ClickAnalytics;
}

export interface GrantOptions {
  /** `read` for functions that provably only read the table (the redirect hot path). */
  tableAccess: 'read' | 'readwrite';
  /**
   * `append` (default): put and get raw batches under clicks/ (the click worker).
   * `compact`: list, get, put and delete under the log's three prefixes (raw, compacted, manifests).
   */
  clickLogAccess?: 'append' | 'compact';
}

const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const TABLE_WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

/** Exactly the Cognito admin calls the account flows make (create, sign in, verify, reset, remove). */
const USER_POOL_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminInitiateAuth',
  'cognito-idp:AdminRespondToAuthChallenge',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminUserGlobalSignOut',
];

/**
 * Grants a function exactly what its `uses` lists, with explicit actions and ARNs
 * (no `grant*` helpers, whose action wildcards like `s3:GetObject*` fail AwsSolutions-IAM5).
 * Returns the environment variables those resources imply.
 */
export function grantUses(
  fn: lambda.Function,
  uses: readonly Use[],
  t: GrantTargets,
  opts: GrantOptions,
): Record<string, string> {
  const env: Record<string, string> = {};
  const allow = (actions: string[], resources: string[], conditions?: Record<string, unknown>) =>
    fn.addToRolePolicy(new iam.PolicyStatement({ actions, resources, conditions }));

  for (const use of new Set(uses)) {
    switch (use) {
      case 'table':
        allow(opts.tableAccess === 'read' ? TABLE_READ : [...TABLE_READ, ...TABLE_WRITE], t.table.resourceArns);
        env.TABLE_NAME = t.table.table.tableName;
        break;
      case 'userPool':
        allow(USER_POOL_ACTIONS, [t.userPool.pool.userPoolArn]);
        env.USER_POOL_ID = t.userPool.pool.userPoolId;
        env.USER_POOL_CLIENT_ID = t.userPool.client.userPoolClientId;
        break;
      case 'mail':
        // SESv2 SendEmail is authorised against the identity and the configuration set used.
        allow(['ses:SendEmail'], [t.mail.identityArn, t.mail.configurationSetArn]);
        break;
      case 'clickQueue':
        allow(['sqs:SendMessage'], [t.clickQueue.queueArn]);
        env.CLICK_QUEUE_URL = t.clickQueue.queueUrl;
        break;
      case 'bulkQueue':
        allow(['sqs:SendMessage'], [t.bulkQueue.queueArn]);
        env.BULK_QUEUE_URL = t.bulkQueue.queueUrl;
        break;
      case 'clickLog': {
        const compact = opts.clickLogAccess === 'compact';
        const prefixes = compact ? [CLICK_LOG_PREFIX, CLICK_LOG_COMPACT_PREFIX, CLICK_LOG_MANIFEST_PREFIX] : [CLICK_LOG_PREFIX];
        const objects = prefixes.map((p) => t.clickLogBucket.arnForObjects(`${p}*`));
        allow(compact ? ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'] : ['s3:PutObject', 's3:GetObject'], objects);
        allow(['s3:ListBucket'], [t.clickLogBucket.bucketArn], { StringLike: { 's3:prefix': prefixes.map((p) => `${p}*`) } });
        const why = compact
          ? 'Compaction rewrites the date-partitioned log under its prefixes (raw batches in, Parquet and manifests out).'
          : 'The click worker appends date-partitioned batches under clicks/.';
        for (const arn of objects) acknowledgeWildcardResource(fn.role ?? fn, arn, `${REASONS.objectKeys} ${why}`);
        env.CLICK_LOG_BUCKET = t.clickLogBucket.bucketName;
        break;
      }
      case 'exports': {
        const objects = t.exportsBucket.arnForObjects('*');
        allow(['s3:PutObject', 's3:GetObject', 's3:AbortMultipartUpload'], [objects]);
        acknowledgeWildcardResource(fn.role ?? fn, objects, `${REASONS.objectKeys} Export files get generated names and are handed out as presigned URLs.`);
        env.EXPORTS_BUCKET = t.exportsBucket.bucketName;
        break;
      }
      case 'athena':
        Object.assign(env, t.analytics.grantQuery(fn));
        break;
    }
  }
  return env;
}
