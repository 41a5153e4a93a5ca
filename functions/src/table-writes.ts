import { apiKeyKey } from './data/accounts/api-key-item.js';
import { ANALYTICS_CACHE_PARTITION_PREFIX } from './data/analytics-cache/analytics-cache-item.js';
import { EXPORT_JOB_PARTITION_PREFIX } from './data/analytics/export-job-item.js';
import { AUDIT_PARTITION_PREFIX } from './data/audit/audit-item.js';
import { IDEMPOTENCY_PARTITION_PREFIX } from './data/idempotency/idempotency-item.js';
import { rateLimitKey, REQUEST_COUNTER_RULE_PREFIX } from './data/rate-limits/rate-limit-item.js';
import { sessionKey } from './data/accounts/session-item.js';
import { prefixesOf, type Partition } from './data/table-writes/partitions.js';
import { redirectRoute, schedules, workers, type Use } from './api-routes.js';

/**
 * What each function that declares `table` writes: the table's partitions by name
 * (data/table-writes/partitions.ts), or `table` — table-wide, for at most three functions (today
 * the bulk and import workers), each
 * with its reason (docs/SECURITY.md "Table writes by function"). CDK grants the named partitions'
 * writes under a `dynamodb:LeadingKeys` condition (infra/lib/constructs/grants.ts); the local
 * runtime refuses any write outside them (data/table-writes/write-guard.ts), so the API and worker
 * suites prove each list. What `uses` implies (`caller`: the audit log, the API key's lastUsedAt,
 * the request counters; `idempotency`; `athena`: the result cache) has statements of its own and is
 * not listed again.
 */
export type TableWrites = 'table' | readonly Partition[];

/** The API capability functions (capabilities.ts), by name. */
export const capabilityWrites = {
  // Sign-up, sign-in and the signed-in account: the public auth function. team: a new account's own
  // team; apiKey: a password reset revokes the account's keys; stats: the user-count shards.
  accounts: [
    'user',
    'emailClaim',
    'passkeyOwner',
    'webauthnChallenge',
    'signInChallenge',
    'token',
    'team',
    'stats',
    'rateLimit',
    'apiKey',
    'ssoState',
    'samlAssertion',
    'ssoDomain',
  ],
  // Members, invitations, managed accounts (their profile, e-mail claim and keys), teams left with nobody.
  team: ['user', 'token', 'team', 'emailClaim', 'orphanedTeams', 'stats', 'rateLimit', 'apiKey'],
  admin: ['user', 'team', 'stats', 'moderationDisabled', 'moderationLog', 'orphanedTeams'],
  // A team's takedown disables its links, aliases and domains wherever they are.
  // rateLimit: a visitor's abuse reports, limited per address.
  moderation: ['link', 'alias', 'team', 'moderationCase', 'moderationLog', 'blocklist', 'moderationDisabled', 'targetHost', 'rateLimit'],
  'api-keys': ['apiKey', 'user', 'team'],
  // moderationCase: a link the screening flags opens a case. linkHealth: the team's destination-health settings.
  links: ['link', 'alias', 'team', 'targetHost', 'campaign', 'moderationCase', 'linkHealth'],
  // The password gate: its unlock attempts.
  redirect: ['rateLimit'],
  campaigns: ['campaign', 'link', 'alias', 'team', 'targetHost'],
  // rateLimit: conversions per team; stats: the platform's conversion counter.
  conversions: ['conversionEvent', 'clickAttribution', 'link', 'team', 'rateLimit', 'stats'],
  domains: ['team', 'domainClaim'],
  imports: ['importJob', 'team', 'domainClaim'],
  webhooks: ['team', 'webhookDeliveries'],
  // Shared dashboards: their two items and the team's count; rateLimit: views and wrong passwords per address.
  shares: ['share', 'team', 'rateLimit'],
  tags: ['team', 'link'],
  // The live view's connections mark their team as watched.
  live: ['live'],
  // A member's own e-mail report, and the one-click unsubscribe.
  reports: ['reportSubscription'],
  // A rule and the team's count of rules (its entry in GSI1 ALERTTEAMS), both in the team's partition.
  alerts: ['team'],
} as const satisfies Record<string, TableWrites>;

/** The short-link resolver (redirectRoute): reads only (infra/lib/constructs/redirect.ts grants it one GetItem). */
export const redirectWrites = [] as const satisfies TableWrites;

/** The queue workers (api-routes.ts `workers`), by queue. */
export const workerWrites = {
  // conversionEvent: a conversion reported before its click gets its line here.
  // live: the clicks of watched teams, for the live view.
  clicks: ['clickGroup', 'clickBatch', 'firstVisit', 'link', 'alias', 'team', 'clickAttribution', 'conversionEvent', 'stats', 'live'],
  // A campaign's delete job removes its links; a bulk run writes links, aliases, parts and target hosts.
  bulk: 'table',
  webhooks: ['webhookDeliveries', 'team', 'user'],
  // An import writes links, aliases, campaigns, tags, domains and its own pages.
  imports: 'table',
  domainChecks: ['team', 'domainClaim', 'domainCheckPass', 'alias'],
  // Claims, marks and moves each member's report; stops one whose member left or campaign went.
  reports: ['reportSubscription'],
  // A rule's state (last alert, pending deliveries) in its team's partition.
  alerts: ['team'],
  // Destination health: an alias's check and due time, a link's state, the team's rows, the pass record.
  healthChecks: ['alias', 'link', 'linkHealth', 'healthCheckPass'],
} as const satisfies Record<string, TableWrites>;

/** The scheduled jobs (api-routes.ts `schedules`), by name. */
export const scheduleWrites = {
  'check-domains': ['domainCheckPass'],
  'promote-experiments': ['link', 'alias', 'team'],
  'check-link-health': ['healthCheckPass'],
  // The fold's cursor (CLICKBATCH#FOLD), its fence on the platform shards, the link and team counters.
  'fold-click-counts': ['clickBatch', 'stats', 'link', 'team'],
} as const satisfies Record<string, TableWrites>;

/** The request counters' partitions (`RATE#req-…`): every signed-in request is counted. */
export const REQUEST_COUNTER_PARTITION = `${rateLimitKey(REQUEST_COUNTER_RULE_PREFIX, '', 0).PK.split('#')[0]}#${REQUEST_COUNTER_RULE_PREFIX}`;
/** A session's partition (`USER#…`): a signed-in request records its session's lastSeenAt. */
export const SESSION_PARTITION = `${sessionKey('', '').PK.split('#')[0]}#`;

/**
 * What authenticating a caller updates without declaring the partition: these attributes only, by
 * UpdateItem (grants.ts conditions each on `dynamodb:Attributes`; the local guard checks the same).
 */
export const CALLER_TOUCHES = [
  // The API key's lastUsedAt (core/api-keys/resolve-api-key.ts, at most once a minute per key).
  { prefix: apiKeyKey('').PK, attributes: ['PK', 'SK', 'lastUsedAt'] },
  // The request counters against the caller's plan (core/rate-limits/count-request.ts).
  { prefix: REQUEST_COUNTER_PARTITION, attributes: ['PK', 'SK', 'type', 'ttl', 'hits'] },
  // The session's lastSeenAt (data/accounts/sessions-repo.ts touchSession).
  { prefix: SESSION_PARTITION, attributes: ['PK', 'SK', 'lastSeenAt'] },
] as const;

/** The attribute-limited updates `uses` implies. */
export const impliedTouches = (uses: readonly Use[]) => (uses.includes('caller') ? CALLER_TOUCHES : []);

/** The partitions `uses` implies whole (each has its own statement in grants.ts). */
export function impliedPrefixes(uses: readonly Use[]): string[] {
  const all = new Set(uses);
  return [
    ...(all.has('caller') ? [AUDIT_PARTITION_PREFIX] : []),
    ...(all.has('idempotency') ? [IDEMPOTENCY_PARTITION_PREFIX] : []),
    ...(all.has('athena') ? [ANALYTICS_CACHE_PARTITION_PREFIX] : []),
    ...(all.has('exportJobs') ? [EXPORT_JOB_PARTITION_PREFIX] : []),
  ];
}

/** The partition-key prefixes a function with `writes` and `uses` may write, or `table`. */
export function writePrefixes(writes: TableWrites | undefined, uses: readonly Use[]): 'table' | string[] {
  if (writes === 'table') return 'table';
  return [...new Set([...prefixesOf(writes ?? []), ...impliedPrefixes(uses)])].sort();
}

/**
 * The declaration of a function by its handler (a capability's name for an API function, the
 * handler module for the redirect, a worker or a job), or undefined.
 */
export function declaredWrites(handler: string): TableWrites | undefined {
  const byName = <T extends Record<string, TableWrites>>(declarations: T, name: string): TableWrites | undefined =>
    Object.hasOwn(declarations, name) ? declarations[name as keyof T] : undefined;
  if (handler === redirectRoute.handler) return redirectWrites;
  const worker = workers.find((w) => w.handler === handler);
  if (worker) return byName(workerWrites, worker.queue);
  const schedule = schedules.find((s) => s.handler === handler);
  if (schedule) return byName(scheduleWrites, schedule.name);
  return byName(capabilityWrites, handler);
}
