import { readFileSync } from 'node:fs';
import { Token } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { apiRoutes } from '@kisa/functions/src/api-routes';
import { capabilitiesOf } from '@kisa/functions/src/capabilities';
import { handlerId, REPO_ROOT } from '../constructs/kisa-function';
import { EDGE_ALARM_KEYS } from '../kisa-edge-alarms-stack';
import { ofType, type Resource, type Synthesized } from './synth-unbundled';

/**
 * What every deployed Kisa stack holds whatever its context (what an operator
 * needs, and room to grow), checked on a synthesized template: deploy-combinations
 * runs it on every combination DEPLOY.md documents, monitoring and kisa-stack tests check the
 * details on one synth each. Each check answers what it found wrong as one line saying what was
 * expected, so a failing combination names the setting and the resource.
 */

/** Alarms every main stack has, by key (`<stackName>-<Key>`); docs/OPERATIONS.md has a section for each. */
export function mainAlarmKeys(): string[] {
  const perFunction = [
    ...capabilitiesOf(apiRoutes).map((c) => `Api${handlerId(c.name)}`),
    'ClickWorker',
    'BulkWorker',
    'WebhookWorker',
    'ImportWorker',
  ].flatMap((f) => [`${f}Errors`, `${f}Throttles`]);
  return [
    // Redirect and click path, table, SES reputation.
    'ClicksDlqNotEmpty',
    'BulkDlqNotEmpty',
    'ClickQueueAge',
    'ClicksNotEnqueued',
    'RedirectDurationP99',
    'RedirectErrors',
    'RedirectThrottles',
    'SesBounceRate',
    'SesComplaintRate',
    'ShortDomain5xxRate',
    'TableThrottles',
    // The API, each function, the compaction DLQ, rotation, Athena, Cognito, SES, the bulk queue, account concurrency, direct API calls.
    'ApiServerErrorRate',
    'ApiLatencyP99',
    'CompactClickLogDlqNotEmpty',
    'CompactionDlqNotEmpty',
    'OriginSecretRotationFailed',
    'AthenaFailedQueries',
    'CognitoThrottles',
    'SesRejects',
    'SesDailySendQuota',
    'BulkQueueAge',
    'AccountConcurrency',
    'DirectApiCalls',
    ...perFunction,
    // Branded domains, webhooks, experiments.
    'CheckDomainsDlqNotEmpty',
    'DomainChecksDlqNotEmpty',
    // Destination health: the schedule's and the worker's dead-letter queues.
    'CheckLinkHealthDlqNotEmpty',
    'HealthChecksDlqNotEmpty',
    'EdgeDomainFailures',
    'WebhooksDlqNotEmpty',
    'WebhookQueueAge',
    'WebhookEventsNotEnqueued',
    'PromoteExperimentsDlqNotEmpty',
    // E-mail reports: the schedule's and the worker's dead-letter queues.
    'SendReportsDlqNotEmpty',
    'ReportsDlqNotEmpty',
    // Click counters' fold.
    'FoldClickCountsDlqNotEmpty',
    // Alerts: the schedule's and the worker's dead-letter queues.
    'EvaluateAlertsDlqNotEmpty',
    'AlertsDlqNotEmpty',
    // Imports.
    'ImportsDlqNotEmpty',
    'ImportQueueAge',
    // Compaction's lag, preview images' edge copies.
    'CompactionLag',
    'PreviewInvalidationFailures',
  ];
}

/** CloudFormation's limit of resources per stack. */
export const CLOUDFORMATION_LIMIT = 500;
/**
 * Headroom kept under the limit, in the main stack and in each nested stack alike. It came down
 * from 150 to 80 while the routes lived in the main stack (imports took 25, the security features
 * 29); the routes, integrations and invoke permissions (~210, growing with every route) then moved
 * into their own nested stack (constructs/http-api.ts), and when new workers, schedules and alarms
 * had taken the main stack to ~390 again, the queue workers and scheduled jobs (~110) moved into
 * theirs (constructs/background-work.ts), so it is 150 in each.
 */
export const HEADROOM = 150;
export const RESOURCE_CEILING = CLOUDFORMATION_LIMIT - HEADROOM;

/** Anchors of docs/OPERATIONS.md's headings, as GitHub makes them. */
function runbookAnchors(): Set<string> {
  const md = readFileSync(`${REPO_ROOT}/docs/OPERATIONS.md`, 'utf8');
  return new Set(
    [...md.matchAll(/^#+ (.+)$/gm)].map((m) =>
      m[1]!
        .trim()
        .toLowerCase()
        .replace(/[^\w\- ]/g, '')
        .replace(/ /g, '-'),
    ),
  );
}

/** Alarms of `resources`: named `<stackName>-…`, each notifying one topic on alarm and on recovery, with a runbook section that exists. */
function alarmProblems(where: string, resources: Record<string, Resource>, stackName: string, expected: readonly string[]): string[] {
  const problems: string[] = [];
  const anchors = runbookAnchors();
  const alarms = ofType({ resources }, 'AWS::CloudWatch::Alarm').map(([, r]) => r.Properties);
  const keys = alarms.map((a) => String(a.AlarmName).replace(`${stackName}-`, ''));
  const missing = expected.filter((k) => !keys.includes(k));
  if (missing.length) problems.push(`${where}: expected alarms ${missing.join(', ')}`);
  for (const a of alarms) {
    if (!String(a.AlarmName).startsWith(`${stackName}-`)) problems.push(`${where}: alarm ${a.AlarmName} should be named ${stackName}-<Key>`);
    const topics = ofType({ resources }, 'AWS::SNS::Topic').map(([id]) => JSON.stringify([{ Ref: id }]));
    if (topics.length !== 1 || JSON.stringify(a.AlarmActions) !== topics[0] || JSON.stringify(a.OKActions) !== topics[0])
      problems.push(`${where}: alarm ${a.AlarmName} should notify the stack's one topic on alarm and on OK`);
    const anchor = /Runbook: docs\/OPERATIONS\.md#([\w-]+)/.exec(String(a.AlarmDescription))?.[1];
    if (!anchor || !anchors.has(anchor))
      problems.push(`${where}: alarm ${a.AlarmName} should link a section of docs/OPERATIONS.md (found ${anchor ?? 'no link'})`);
  }
  return problems;
}

/** Problems with `s` (an empty list: the stack holds every invariant). */
export function stackInvariantProblems(s: Synthesized): string[] {
  const problems: string[] = [];
  const { stack, resources } = s;
  const region = stack.region;
  const inUsEast1 = !Token.isUnresolved(region) && region === 'us-east-1';

  // Room to grow.
  const total = Object.keys(resources).length;
  if (total > RESOURCE_CEILING) problems.push(`expected at most ${RESOURCE_CEILING} resources, found ${total}`);
  const routes = Object.keys(s.routes).length;
  if (routes > RESOURCE_CEILING) problems.push(`expected at most ${RESOURCE_CEILING} resources in the routes stack, found ${routes}`);
  const background = Object.keys(s.background).length;
  if (background > RESOURCE_CEILING) problems.push(`expected at most ${RESOURCE_CEILING} resources in the background stack, found ${background}`);
  if (Object.values(resources).some((r) => r.Type === 'AWS::Lambda::EventSourceMapping' || r.Type === 'AWS::Events::Rule'))
    problems.push('expected the queue workers and scheduled jobs in their nested stack, found some in the main stack');
  if (Object.values(resources).some((r) => r.Type === 'AWS::ApiGatewayV2::Route'))
    problems.push('expected the API routes in their nested stack, found some in the main stack');

  // Alarms: the app distribution's here in us-east-1, else in the edge alarms stack there.
  problems.push(
    ...alarmProblems('main stack', resources, stack.stackName, [
      ...mainAlarmKeys(),
      ...(inUsEast1 ? EDGE_ALARM_KEYS.filter((k) => k !== 'ShortDistribution5xxRate') : []),
    ]),
  );
  const edgeAlarms = stack.edgeAlarmsStack;
  if (!inUsEast1 && !Token.isUnresolved(stack.account) && !edgeAlarms) problems.push('expected an edge alarms stack in us-east-1 (the stack is elsewhere)');
  if (edgeAlarms) {
    const edge = Template.fromStack(edgeAlarms).toJSON().Resources as Record<string, Resource>;
    problems.push(...alarmProblems(edgeAlarms.stackName, edge, stack.stackName, EDGE_ALARM_KEYS));
  }

  // The checks below walk the background stack's functions, queues and policies too.
  const whole = { resources: s.all };

  // What the checks below walk must be there at all (a renamed type would pass them silently).
  for (const [type, least] of [
    ['AWS::Lambda::Function', 20],
    ['AWS::SQS::Queue', 6],
    ['AWS::S3::Bucket', 5],
    ['AWS::CloudFront::Distribution', 3],
    ['AWS::IAM::Policy', 20],
  ] as const) {
    if (ofType(whole, type).length < least) problems.push(`expected at least ${least} ${type}, found ${ofType(whole, type).length}`);
  }

  // Functions: arm64 Node 22 with X-Ray tracing and a log group of its own with a retention
  // (CDK's cross-region reference providers, `CustomCrossRegionExport…`, are CDK's own and left out).
  const logGroups = ofType(whole, 'AWS::Logs::LogGroup');
  for (const [id, fn] of ofType(whole, 'AWS::Lambda::Function').filter(([fid]) => !fid.startsWith('CustomCrossRegionExport'))) {
    const p = fn.Properties;
    if (JSON.stringify(p.Architectures) !== '["arm64"]' || p.Runtime !== 'nodejs22.x')
      problems.push(`function ${id}: expected arm64 nodejs22.x, found ${p.Architectures} ${p.Runtime}`);
    // The redirect passes through (docs/BENCHMARKS.md "Cost per million redirects"); every other function samples.
    const tracing = id.startsWith('RedirectFn') ? 'PassThrough' : 'Active';
    if (p.TracingConfig?.Mode !== tracing) problems.push(`function ${id}: expected X-Ray tracing ${tracing}, found ${p.TracingConfig?.Mode}`);
    const group = logGroups.find(([gid]) => JSON.stringify(p.LoggingConfig?.LogGroup) === JSON.stringify({ Ref: gid }));
    if (!group?.[1].Properties.RetentionInDays) problems.push(`function ${id}: expected its own log group with a retention`);
  }

  // Queues: a work queue dead-letters after at least 5 receives (AWS's guidance for Lambda consumers); every queue encrypted and TLS-only.
  const queuePolicies = ofType(whole, 'AWS::SQS::QueuePolicy').map(([, r]) => JSON.stringify(r.Properties));
  for (const [id, q] of ofType(whole, 'AWS::SQS::Queue')) {
    const receives = q.Properties.RedrivePolicy?.maxReceiveCount;
    if (receives !== undefined && receives < 5) problems.push(`queue ${id}: expected maxReceiveCount >= 5, found ${receives}`);
    if (q.Properties.SqsManagedSseEnabled !== true && !q.Properties.KmsMasterKeyId) problems.push(`queue ${id}: expected encryption at rest`);
    if (!queuePolicies.some((p) => p.includes(`"${id}"`) && p.includes('aws:SecureTransport'))) problems.push(`queue ${id}: expected a TLS-only policy`);
  }

  // Buckets: encrypted, private, unfinished multipart uploads aborted; the SPA bucket versioned (rollback).
  for (const [id, b] of ofType(whole, 'AWS::S3::Bucket')) {
    const p = b.Properties;
    if (!p.BucketEncryption) problems.push(`bucket ${id}: expected encryption`);
    if (!p.PublicAccessBlockConfiguration?.BlockPublicPolicy) problems.push(`bucket ${id}: expected public access blocked`);
    if (!(p.LifecycleConfiguration?.Rules ?? []).some((r: { AbortIncompleteMultipartUpload?: unknown }) => r.AbortIncompleteMultipartUpload))
      problems.push(`bucket ${id}: expected a rule aborting incomplete multipart uploads`);
    if (id.startsWith('StorageSpa') && p.VersioningConfiguration?.Status !== 'Enabled')
      problems.push(`bucket ${id}: expected versioning (a release can be rolled back)`);
  }

  // Distributions: logging, and every behaviour of the app and short ones sends the security headers (HSTS, CSP, frame, referrer, nosniff, Permissions-Policy, COOP).
  const headerPolicies = ofType(whole, 'AWS::CloudFront::ResponseHeadersPolicy');
  for (const [id, d] of ofType(whole, 'AWS::CloudFront::Distribution')) {
    const config = d.Properties.DistributionConfig;
    if (!config.Logging) problems.push(`distribution ${id}: expected access logging`);
    if (id.startsWith('CdnDomains')) continue; // branded domains: branded-domains.test.ts
    for (const behavior of [config.DefaultCacheBehavior, ...(config.CacheBehaviors ?? [])]) {
      const policy = headerPolicies.find(([pid]) => JSON.stringify(behavior.ResponseHeadersPolicyId) === JSON.stringify({ Ref: pid }))?.[1].Properties
        .ResponseHeadersPolicyConfig;
      const security = policy?.SecurityHeadersConfig ?? {};
      const custom = (policy?.CustomHeadersConfig?.Items ?? []).map((h: { Header: string }) => h.Header);
      const present =
        ['StrictTransportSecurity', 'ContentSecurityPolicy', 'FrameOptions', 'ReferrerPolicy', 'ContentTypeOptions'].every((h) => security[h]) &&
        ['permissions-policy', 'cross-origin-opener-policy'].every((h) => custom.includes(h));
      if (!present) problems.push(`distribution ${id} ${behavior.PathPattern ?? 'default'}: expected the security headers policy`);
    }
  }

  // Cognito: admin password auth only (no client-side password check around WAF and the API's limits).
  for (const [id, c] of ofType(whole, 'AWS::Cognito::UserPoolClient')) {
    if ((c.Properties.ExplicitAuthFlows ?? []).includes('ALLOW_USER_PASSWORD_AUTH'))
      problems.push(`user pool client ${id}: expected no ALLOW_USER_PASSWORD_AUTH`);
  }

  // The table: point-in-time recovery and TTL.
  for (const [id, t] of ofType(whole, 'AWS::DynamoDB::Table')) {
    if (!t.Properties.PointInTimeRecoverySpecification?.PointInTimeRecoveryEnabled) problems.push(`table ${id}: expected point-in-time recovery`);
    if (!t.Properties.TimeToLiveSpecification?.Enabled) problems.push(`table ${id}: expected TTL`);
  }

  // Least privilege: no wildcard action in any policy.
  for (const [id, p] of ofType(whole, 'AWS::IAM::Policy')) {
    const wild = (p.Properties.PolicyDocument.Statement as Array<{ Action: string | string[] }>)
      .flatMap((st) => [st.Action].flat())
      .filter((a) => a.includes('*'));
    if (wild.length) problems.push(`policy ${id}: expected no wildcard actions, found ${wild.join(', ')}`);
  }

  if (s.nag.length) problems.push(...s.nag.map((n) => `cdk-nag: ${n}`));
  return problems;
}
