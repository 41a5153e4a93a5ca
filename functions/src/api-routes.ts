import { kebabCase, operationList, type ApiOperation, type DeclaredOperation } from '@kisa/shared/api';

export { CALLER_USES, usesOf, type AuthMode, type CognitoAction, type HttpMethod, type Use } from '@kisa/shared/api';

/**
 * The HTTP API's route table, derived from the operations declared in shared/src/api (one
 * declaration per operation: nothing here is written by hand). CDK turns each entry into an
 * HTTP API route to its capability's function (capabilities.ts); the local gateway matches
 * requests against the same table. `handler` is the module under src/handlers/ (no extension)
 * exporting `handler`, built with `apiOperation(operations.<operationId>, …)`.
 */
export interface ApiRoute extends Pick<ApiOperation, 'method' | 'path' | 'auth' | 'scope' | 'uses' | 'idempotent'> {
  operationId: string;
  handler: string;
  /** The function that serves it in AWS; default: the handler's folder (capabilities.ts). */
  capability?: string;
}

/** The handler module of an operation: `{capability}/{operation-id in kebab case}`. */
export const handlerOf = (operation: Pick<DeclaredOperation, 'capability' | 'operationId'>): string =>
  `${operation.capability ? `${operation.capability}/` : ''}${kebabCase(operation.operationId)}`;

export const apiRoutes: readonly ApiRoute[] = operationList.map((operation) => ({
  operationId: operation.operationId,
  method: operation.method,
  path: operation.path,
  auth: operation.auth,
  ...(operation.scope ? { scope: operation.scope } : {}),
  uses: operation.uses,
  ...(operation.idempotent ? { idempotent: operation.idempotent } : {}),
  handler: handlerOf(operation),
}));

/** Answers every API request no route matched (404 JSON). */
export const notFoundRoute = { handler: 'not-found' } as const;

/** The short-link resolver, behind CloudFront's default behaviour on the short domain. */
// clickToken: a link with conversion tracking passes each counted click's signed id on.
export const redirectRoute = { handler: 'redirect/visit-short-link', uses: ['table', 'clickQueue', 'clickToken'] } as const;

/** Queue consumers: the local runtime polls these queues; CDK wires SQS event sources. */
export const workers = [
  // webhookQueue: counted clicks are announced (link.clicked), for teams that subscribe.
  // conversionLog: conversions reported before their click was recorded get their line (and conversion.created) here.
  // 1,000 a run: counters of one team or link in one transaction (bench:click-cost: 2.7 WRU a click against 3.9 at 100).
  { queue: 'clicks', handler: 'workers/process-clicks', batchSize: 1000, uses: ['table', 'clickLog', 'conversionLog', 'webhookQueue'] },
  // webhookQueue: a finished run is announced (campaign.completed). previewCleanup: a campaign's
  // delete job deletes its links' preview images. athena: the steps of background visitor exports.
  { queue: 'bulk', handler: 'workers/process-bulk-part', batchSize: 1, uses: ['table', 'bulkQueue', 'exports', 'webhookQueue', 'previewCleanup', 'athena'] },
  // Webhooks: fans events out, delivers, queues its retries, mails owners of an endpoint it disables.
  // webhookOpen: opens the endpoints' sealed signing secrets (kms:Decrypt; no other function may).
  { queue: 'webhooks', handler: 'workers/process-webhooks', batchSize: 10, uses: ['table', 'webhookQueue', 'mail', 'webhookOpen'] },
  // Imports: reads a source (its own rate limits), stages pages in the exports bucket, writes links,
  // adds kept domains, appends imported history to the click log.
  { queue: 'imports', handler: 'workers/process-imports', batchSize: 1, uses: ['table', 'importQueue', 'exports', 'clickLog', 'domains', 'edgeDomains'] },
  // Domain checks: one page of due domains per message, then the next page's message.
  { queue: 'domainChecks', handler: 'workers/check-domains-page', batchSize: 1, uses: ['table', 'domainCheckQueue', 'domains', 'edgeDomains'] },
  // Alerts: a page of teams with rules (one message a team, then the next page), or one team's
  // evaluation: its targets' analytics questions (athena), mail, the alert.triggered event, Slack.
  { queue: 'alerts', handler: 'workers/evaluate-team-alerts', batchSize: 1, uses: ['table', 'alertQueue', 'athena', 'mail', 'webhookQueue'] },
  // Destination health: one page of links due a check per message, then the next page's message;
  // mails the people told of an incident and queues its link.broken / link.recovered events.
  { queue: 'healthChecks', handler: 'workers/check-link-health-page', batchSize: 1, uses: ['table', 'healthCheckQueue', 'mail', 'webhookQueue'] },
  // E-mail reports: a page of due subscriptions (one message each, then the next page) or one
  // member's report (athena: the analytics question and its result cache; authKey: the unsubscribe link's signature).
  { queue: 'reports', handler: 'workers/process-reports', batchSize: 1, uses: ['table', 'reportQueue', 'athena', 'mail', 'authKey'] },
  // Click-log compaction: one unit (a raw team bucket's objects of one generation) per message.
  { queue: 'compaction', handler: 'workers/compact-click-log-unit', batchSize: 1, uses: ['clickLog'] },
] as const;

/**
 * Scheduled jobs: CDK adds an EventBridge rule (rate of `everyMinutes`) per entry; the local
 * pollers process runs each on a timer (infra/local/pollers/run-schedule.ts).
 */
export const schedules = [
  // compactionQueue: a generation's units (one per raw team bucket) go to the compaction worker.
  { name: 'compact-click-log', handler: 'workers/compact-click-log', everyMinutes: 15, uses: ['clickLog', 'compactionQueue'] },
  // Starts a pass over the domains due (pending every pass, verified daily) unless one is running.
  { name: 'check-domains', handler: 'workers/check-domains', everyMinutes: 5, uses: ['table', 'domainCheckQueue'] },
  // Starts a pass over the teams with alert rules (one message: the alerts worker fans it out).
  { name: 'evaluate-alerts', handler: 'workers/evaluate-alerts', everyMinutes: 5, uses: ['alertQueue'] },
  // Destination health: starts a pass over the links due a check (busy links hourly, quiet ones daily) unless one is running.
  { name: 'check-link-health', handler: 'workers/check-link-health', everyMinutes: 5, uses: ['table', 'healthCheckQueue'] },
  // A/B tests with automatic promotion: one analytics statement per team with such links; a promotion is a link edit (link.updated).
  { name: 'promote-experiments', handler: 'workers/promote-experiments', everyMinutes: 60, uses: ['table', 'athena', 'webhookQueue', 'previewImages'] },
  // E-mail reports: the first page of the subscriptions due (hourly, so each is mailed in its member's morning).
  { name: 'send-reports', handler: 'workers/send-reports', everyMinutes: 60, uses: ['reportQueue'] },
  // First receipts' counts, folded into link and team counters a window (a minute) at a time.
  { name: 'fold-click-counts', handler: 'workers/fold-click-counts', everyMinutes: 1, uses: ['table'] },
] as const;
