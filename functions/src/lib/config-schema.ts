import * as z from 'zod/mini';

/**
 * The environment's variables as config.ts reads them: the core settings and the groups
 * validated on first use, each variable with its rule (zod/mini: every function loads this).
 */

const required = z.string({ error: 'is not set' }).check(z.trim(), z.minLength(1, 'is empty'));
const url = z.url({ error: (issue) => (issue.input === undefined ? 'is not set' : 'must be a URL') });
// An empty value means unset, so a deployment can blank an emulator endpoint out.
const optionalUrl = z.pipe(
  z.transform((v: unknown) => (v === '' ? undefined : v)),
  z.optional(url),
);
const flag = z.pipe(
  z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }),
  z.transform((v: 'true' | 'false') => v === 'true'),
);

export const coreSchema = z.object({
  AWS_REGION: required,
  // Emulator endpoints; unset in AWS, where the SDK picks the regional endpoints.
  DYNAMODB_ENDPOINT: optionalUrl,
  COGNITO_ENDPOINT: optionalUrl,
  SES_ENDPOINT: optionalUrl,
  SQS_ENDPOINT: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  // Never set by the local runtime (its keys are values, not secrets); tests point it at a stand-in.
  SECRETS_MANAGER_ENDPOINT: optionalUrl,
  // KMS: the local runtime's stand-in (infra/local/emulators/run-kms.ts); unset in AWS.
  KMS_ENDPOINT: optionalUrl,
  // CloudFront's API (preview invalidations): never set by the local runtime (no CDN); tests point it at a stand-in.
  CLOUDFRONT_ENDPOINT: optionalUrl,
});

export const groups = {
  table: z.object({ TABLE_NAME: required }),
  userPool: z.object({
    USER_POOL_ID: required,
    USER_POOL_CLIENT_ID: required,
    JWT_ISSUER: optionalUrl,
    JWKS_URI: optionalUrl,
  }),
  mail: z.object({ MAIL_FROM: required, APP_URL: url }),
  // Where visitors are sent for the password gate and the expired screen (the SPA).
  app: z.object({ APP_URL: url }),
  // The origins whose pages may send the API state-changing requests (the CSRF check): the
  // app's own, plus any in APP_ORIGINS (comma-separated, e.g. locally 127.0.0.1 beside localhost).
  origins: z.object({ APP_URL: url, APP_ORIGINS: z.optional(z.string()) }),
  // Secure by default: only a plain-http local runtime turns it off.
  cookie: z.object({ COOKIE_SECURE: z._default(flag, true) }),
  links: z.object({ SHORT_URL_BASE: url }),
  clickQueue: z.object({ CLICK_QUEUE_URL: url }),
  bulkQueue: z.object({ BULK_QUEUE_URL: url }),
  // CLICK_LOG_RAW_IP_DAYS: how long compaction keeps visitor addresses whole (then /24, /48).
  clickLog: z.object({ CLICK_LOG_BUCKET: required, CLICK_LOG_RAW_IP_DAYS: z.optional(z.string().check(z.regex(/^\d{1,4}$/, 'must be a number of days'))) }),
  // VISITOR_EXPORT_SYNC_MAX_ROWS: visitor exports of more rows run as background jobs (default 50,000;
  // the test runtime lowers it to drive the job path with a small team).
  exports: z.object({
    EXPORTS_BUCKET: required,
    VISITOR_EXPORT_SYNC_MAX_ROWS: z.optional(z.string().check(z.regex(/^\d{1,9}$/, 'must be a number of rows'))),
  }),
  // CLICK_FOLD_WINDOW_SECONDS: how long first receipts' counts wait in fold records before one update
  // per link and team adds them (default 60; the local runtime folds every second).
  clickFold: z.object({ CLICK_FOLD_WINDOW_SECONDS: z.optional(z.string().check(z.regex(/^\d{1,4}$/, 'must be a number of seconds'))) }),
  // Link preview images under previews/ in a bucket of their own, served by the app's CDN at
  // APP_URL/previews/… (locally the gateway serves them from the S3 emulator). PREVIEW_DISTRIBUTION_ID:
  // the app distribution whose edge copies a takedown or delete invalidates; unset locally (no CDN).
  previewImages: z.object({ PREVIEW_BUCKET: required, PREVIEW_DISTRIBUTION_ID: z.optional(required) }),
  // Which engine reads the click log: Athena in AWS, DuckDB (over the same S3 API) locally.
  analytics: z.object({
    ANALYTICS_ENGINE: z._default(z.enum(['athena', 'duckdb'], { error: "must be 'athena' or 'duckdb'" }), 'athena'),
  }),
  athena: z.object({
    ATHENA_WORKGROUP: required,
    GLUE_DATABASE: required,
    GLUE_TABLE: required,
    GLUE_COMPACT_TABLE: required,
    // The team layout and its rollups; named by the stack, defaulted for older deploys' env.
    GLUE_TEAM_TABLE: z._default(required, 'clicks_by_team'),
    GLUE_ROLLUP_TABLE: z._default(required, 'click_rollups'),
    // The conversion log.
    GLUE_CONVERSION_TABLE: z._default(required, 'conversions'),
    GLUE_CONVERSION_INCOMING_TABLE: z._default(required, 'conversions_incoming'),
  }),
  // The local engine's copy of the log: a DuckDB file (kept across restarts) or ':memory:'.
  duckdb: z.object({ ANALYTICS_DUCKDB_PATH: z._default(required, ':memory:') }),
  // Where a click's location comes from when CloudFront's viewer headers are absent: only the
  // local runtime, which has no CloudFront, sets this and looks the IP up in geoip-lite (its data
  // is not shipped to Lambda: in AWS a click's location is CloudFront's, or none).
  geo: z.object({ GEOIP_FALLBACK: z._default(flag, false) }),
  // What proves a request came through CloudFront (lib/http/middleware/from-cloudfront.ts): in AWS
  // the Secrets Manager secret the app distribution's origin header carries (rotated, so read from
  // there, never copied into the environment); locally the value itself, which the gateway, playing
  // CloudFront, adds. Exactly one of the two.
  originSecret: z.object({ ORIGIN_SECRET_ARN: z.optional(required), ORIGIN_SECRET: z.optional(required) }),
  // The key that signs click ids passed to destinations (conversions): in AWS a Secrets
  // Manager secret (CLICK_TOKEN_SECRET_ARN, read once per container: the redirect of an opted-in
  // link and the conversions route); locally the value itself, kept in the data folder so click
  // ids outlive a restart. Exactly one of the two.
  clickToken: z.object({ CLICK_TOKEN_SECRET_ARN: z.optional(required), CLICK_TOKEN_SECRET: z.optional(required) }),
  // The key that signs Kisa's own session tokens (sign-ins Cognito cannot mint: single sign-on,
  // passkeys, a password with a second factor) and seals second-factor secrets: in AWS a Secrets
  // Manager secret (AUTH_KEY_SECRET_ARN, read once per container, only when such a token is seen);
  // locally the value itself, kept in the data folder. Exactly one of the two.
  authKey: z.object({ AUTH_KEY_SECRET_ARN: z.optional(required), AUTH_KEY_SECRET: z.optional(required) }),
  // The rotation function: the distributions whose origin header it rewrites (ids, comma-separated).
  originRotation: z.object({ ORIGIN_DISTRIBUTION_IDS: required }),
  // Client addresses the per-IP rate limits skip (comma-separated). Unset in AWS and for
  // `npm start`; the test runtime exempts its loopback, whose one address makes every sign-up.
  rateLimits: z.object({ RATE_LIMIT_EXEMPT_IPS: z.optional(z.string()) }),
  // Hosts the screening heuristics never flag (comma-separated; the blocklist still applies).
  // Unset in AWS and for `npm start`; the test runtime trusts its loopback, where the suites'
  // own target servers listen (an IP-literal host is otherwise flagged and gets the warning page).
  screening: z.object({ SCREENING_TRUSTED_HOSTS: z.optional(z.string()) }),
  // Branded domains: the resolver that checks their DNS records (comma-separated
  // `ip[:port]`; unset: the system's, as in AWS; the test runtime names a DNS server on loopback)
  // and the host their CNAME must point at (unset: the short domain's own host).
  domains: z.object({ SHORT_URL_BASE: url, DNS_SERVERS: z.optional(z.string()), DOMAIN_CNAME_TARGET: z.optional(z.string()) }),
  // Webhooks: the queue of events and delivery attempts (its own group: only the
  // functions that send to it have it); hosts delivered to whatever
  // they resolve to (comma-separated; empty by default, never set in AWS: the test runtime names
  // 127.0.0.1 for its receivers), and over plain http. The retry schedule's first delay
  // (seconds, ×4 per attempt, capped at 6 h), the attempts per delivery (11: about a day) and the
  // failed deliveries in a row that disable an endpoint; tests shorten the first delay.
  webhookQueue: z.object({ WEBHOOK_QUEUE_URL: url }),
  // The KMS key that seals webhook signing secrets (envelope: lib/crypto/kms-envelope.ts): its ARN
  // in AWS, the stand-in's key id locally. Only the functions that seal or open one have it.
  webhookSecrets: z.object({ WEBHOOK_KEY_ID: required }),
  webhooks: z.object({
    WEBHOOK_ALLOW_HOSTS: z.optional(z.string()),
    WEBHOOK_RETRY_BASE_SECONDS: z.optional(z.string().check(z.regex(/^\d{1,5}$/, 'must be a number of seconds'))),
    WEBHOOK_MAX_ATTEMPTS: z.optional(z.string().check(z.regex(/^\d{1,2}$/, 'must be a number'))),
    WEBHOOK_DISABLE_AFTER: z.optional(z.string().check(z.regex(/^\d{1,3}$/, 'must be a number'))),
    WEBHOOK_ATTEMPT_TIMEOUT_MS: z.optional(z.string().check(z.regex(/^\d{1,6}$/, 'must be a number of milliseconds'))),
  }),
  // Imports: the queue of an import's steps; the sources' hosts reached whatever they resolve
  // to, over plain http too (comma-separated; empty by default, never set in AWS: tests name
  // 127.0.0.1 for their stand-in sources, as webhooks do); how long one source request may take; the first retry's delay of a failed step (×2 each time).
  importQueue: z.object({ IMPORT_QUEUE_URL: url }),
  // Domain checks: the queue of a pass's pages of due domains.
  domainCheckQueue: z.object({ DOMAIN_CHECK_QUEUE_URL: url }),
  // Alerts: the queue of a pass's pages of teams with rules and of each team's evaluation.
  alertQueue: z.object({ ALERT_QUEUE_URL: url }),
  // E-mail reports: the queue of pages of due reports and of each member's report.
  reportQueue: z.object({ REPORT_QUEUE_URL: url }),
  // Destination health: the queue of a pass's pages of links due a check.
  healthCheckQueue: z.object({ HEALTH_CHECK_QUEUE_URL: url }),
  // Destination health's checks: hosts checked whatever they resolve to (comma-separated; empty by
  // default, never set in AWS: tests name their own hosts on loopback), a PEM file of an extra
  // certificate authority (tests' own CA only), one destination's time limit (10 s) and the resolver
  // (DNS_SERVERS as for branded domains; unset: the system's).
  health: z.object({
    HEALTH_ALLOW_HOSTS: z.optional(z.string()),
    HEALTH_CA_FILE: z.optional(z.string()),
    HEALTH_PROBE_TIMEOUT_MS: z.optional(z.string().check(z.regex(/^\d{1,6}$/, 'must be a number of milliseconds'))),
    DNS_SERVERS: z.optional(z.string()),
  }),
  // Click-log compaction: the queue of a generation's units (one per raw team bucket).
  compactionQueue: z.object({ COMPACTION_QUEUE_URL: url }),
  imports: z.object({
    IMPORT_ALLOW_HOSTS: z.optional(z.string()),
    IMPORT_REQUEST_TIMEOUT_MS: z.optional(z.string().check(z.regex(/^\d{1,6}$/, 'must be a number of milliseconds'))),
    IMPORT_RETRY_BASE_SECONDS: z.optional(z.string().check(z.regex(/^\d{1,4}$/, 'must be a number of seconds'))),
  }),
  // Single sign-on: identity providers' hosts reached whatever they resolve to, over plain http
  // too (comma-separated; empty by default, never set in AWS: the test runtime names 127.0.0.1 for
  // its OpenID Provider and SAML IdP on loopback, as webhooks and imports do).
  sso: z.object({ SSO_ALLOW_HOSTS: z.optional(z.string()) }),
  // Where a verified branded domain starts being served (lib/edge): `none` — the local gateway
  // answers every Host already — or `cloudfront`: a distribution tenant per host on the
  // multi-tenant distribution EDGE_DISTRIBUTION_ID, in the connection group EDGE_CONNECTION_GROUP_ID
  // (set by the stack, infra/lib/constructs/grants.ts `edgeDomains`).
  edge: z.object({
    EDGE_DOMAINS: z._default(z.enum(['none', 'cloudfront'], { error: "must be 'none' or 'cloudfront'" }), 'none'),
    EDGE_DISTRIBUTION_ID: z.optional(required),
    EDGE_CONNECTION_GROUP_ID: z.optional(required),
  }),
};
