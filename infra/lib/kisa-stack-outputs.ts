import { CfnOutput, type Stack } from 'aws-cdk-lib';
import { WebhookSecretsKey } from './constructs/webhook-secrets-key';
import type { ClickAnalytics } from './constructs/click-analytics';
import type { DataTable } from './constructs/data-table';
import type { Distributions } from './constructs/distributions';
import type { Mail } from './constructs/mail';
import type { Monitoring } from './constructs/monitoring';
import type { QueuesAndWorkers } from './constructs/queues-and-workers';
import type { Redirect } from './constructs/redirect';
import type { Storage } from './constructs/storage';
import type { UserPool } from './constructs/user-pool';

/** What the stack's outputs read: the URLs and the constructs whose names and ids an operator needs. */
export interface StackOutputSources {
  appUrl: string;
  shortUrlBase: string;
  mailDomain: string;
  cdn: Distributions;
  storage: Storage;
  data: DataTable;
  users: UserPool;
  analytics: ClickAnalytics;
  monitoring: Monitoring;
  queues: QueuesAndWorkers;
  redirect: Redirect;
  mail: Mail;
}

/** The stack's outputs: the URLs, CNAME targets and the names docs/DEPLOY.md and docs/OPERATIONS.md refer to. */
export function addStackOutputs(
  stack: Stack,
  { appUrl, shortUrlBase, mailDomain, cdn, storage, data, users, analytics, monitoring, queues, redirect, mail }: StackOutputSources,
): void {
  new CfnOutput(stack, 'AppUrl', { value: appUrl, description: 'Web app (and API under /api)' });
  new CfnOutput(stack, 'ShortUrlBase', { value: shortUrlBase, description: 'Short links are served under this base' });
  new CfnOutput(stack, 'AppDistributionDomain', { value: cdn.app.distributionDomainName, description: 'CNAME target for appDomain' });
  new CfnOutput(stack, 'ShortDistributionDomain', { value: cdn.short.distributionDomainName, description: 'CNAME target for shortDomain' });
  new CfnOutput(stack, 'AppDistributionId', { value: cdn.app.distributionId, description: 'Invalidate after uploading a new web build' });
  new CfnOutput(stack, 'BrandedDomainsCnameTarget', {
    value: cdn.connectionGroup.attrRoutingEndpoint,
    description: "Where teams point their branded domains (CNAME): the connection group's routing endpoint (DOMAIN_CNAME_TARGET)",
  });
  new CfnOutput(stack, 'BrandedDomainsDistributionId', {
    value: cdn.domains.distributionId,
    description: 'The multi-tenant distribution: one tenant per verified branded domain (docs/OPERATIONS.md)',
  });
  new CfnOutput(stack, 'BrandedDomainsConnectionGroupId', {
    value: cdn.connectionGroup.attrId,
    description: 'The connection group the branded domains are served from',
  });
  new CfnOutput(stack, 'SpaBucketName', { value: storage.spaBucket.bucketName, description: 'Upload web/dist here' });
  new CfnOutput(stack, 'PreviewBucketName', { value: storage.previewBucket.bucketName, description: "Link preview images (previews/…), never the SPA's" });
  new CfnOutput(stack, 'TableName', { value: data.table.tableName, description: 'TABLE_NAME for npm run make-admin' });
  new CfnOutput(stack, 'WebhookSecretsKeyArn', {
    value: WebhookSecretsKey.of(stack).key.keyArn,
    description: 'WEBHOOK_KEY_ID for npm run seal:webhook-secrets (once after upgrading)',
  });
  new CfnOutput(stack, 'UserPoolId', { value: users.pool.userPoolId });
  new CfnOutput(stack, 'UserPoolClientId', { value: users.client.userPoolClientId });
  new CfnOutput(stack, 'ClickLogBucketName', { value: storage.clickLogBucket.bucketName });
  new CfnOutput(stack, 'ExportsBucketName', { value: storage.exportsBucket.bucketName });
  new CfnOutput(stack, 'AthenaWorkGroup', { value: analytics.workGroupName });
  new CfnOutput(stack, 'AlarmTopicArn', {
    value: monitoring.topic.topicArn,
    description: 'Every alarm notifies this SNS topic (subscribe: docs/OPERATIONS.md)',
  });
  new CfnOutput(stack, 'ClickQueueUrl', { value: queues.queues.clicks.queueUrl, description: 'Where replayed clicks go (docs/OPERATIONS.md)' });
  new CfnOutput(stack, 'RedirectLogGroupName', {
    value: redirect.function.fn.logGroup.logGroupName,
    description: 'Redirect logs, incl. clicks kept after a failed send',
  });
  for (const [i, r] of mail.identity.dkimRecords.entries()) {
    new CfnOutput(stack, `MailDkimRecord${i + 1}`, { value: `${r.name} CNAME ${r.value}`, description: `DNS record for SES DKIM on ${mailDomain}` });
  }
}
