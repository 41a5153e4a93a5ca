import { RAW_IP_DAYS } from '@kisa/shared';
import * as z from 'zod/mini';

/**
 * The only module that reads process.env. The core settings are validated once at module
 * load; settings that only some functions need (a queue, a bucket, the user pool) live in
 * groups validated on first use, so a function that never touches a queue never fails for
 * a missing queue URL. Every failure names the variable.
 * (zod/mini: every function, the redirect hot path included, loads this; it bundles small.)
 */

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

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

const coreSchema = z.object({
  AWS_REGION: required,
  // Emulator endpoints; unset in AWS, where the SDK picks the regional endpoints.
  DYNAMODB_ENDPOINT: optionalUrl,
  COGNITO_ENDPOINT: optionalUrl,
  SES_ENDPOINT: optionalUrl,
  SQS_ENDPOINT: optionalUrl,
  S3_ENDPOINT: optionalUrl,
});

const groups = {
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
  exports: z.object({ EXPORTS_BUCKET: required }),
  // The app's bucket (the SPA's in AWS): link preview images under previews/, served
  // by the app's CDN at APP_URL/previews/… (locally the gateway serves them from the S3 emulator).
  previewImages: z.object({ APP_BUCKET: required }),
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
  webhooks: z.object({
    WEBHOOK_ALLOW_HOSTS: z.optional(z.string()),
    WEBHOOK_RETRY_BASE_SECONDS: z.optional(z.string().check(z.regex(/^\d{1,5}$/, 'must be a number of seconds'))),
    WEBHOOK_MAX_ATTEMPTS: z.optional(z.string().check(z.regex(/^\d{1,2}$/, 'must be a number'))),
    WEBHOOK_DISABLE_AFTER: z.optional(z.string().check(z.regex(/^\d{1,3}$/, 'must be a number'))),
    WEBHOOK_ATTEMPT_TIMEOUT_MS: z.optional(z.string().check(z.regex(/^\d{1,6}$/, 'must be a number of milliseconds'))),
  }),
  // Imports: the queue of an import's steps; the sources' hosts reached whatever they resolve
  // to, over plain http too (comma-separated; empty by default, never set in AWS: tests name
  // 127.0.0.1 for their stand-in sources, as webhooks do); how long one source request may take.
  importQueue: z.object({ IMPORT_QUEUE_URL: url }),
  imports: z.object({
    IMPORT_ALLOW_HOSTS: z.optional(z.string()),
    IMPORT_REQUEST_TIMEOUT_MS: z.optional(z.string().check(z.regex(/^\d{1,6}$/, 'must be a number of milliseconds'))),
  }),
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

export type ConfigGroup = keyof typeof groups | 'core';

/** Validates `env` against a schema; the error lists every bad variable by name. */
export function parseEnv<S extends z.ZodMiniType>(group: ConfigGroup, schema: S, env: Env): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
  throw new ConfigError(`Invalid configuration (${group}): ${problems}`);
}

export function parseCore(env: Env) {
  const c = parseEnv('core', coreSchema, env);
  return {
    region: c.AWS_REGION,
    endpoints: {
      dynamodb: c.DYNAMODB_ENDPOINT,
      cognito: c.COGNITO_ENDPOINT,
      ses: c.SES_ENDPOINT,
      sqs: c.SQS_ENDPOINT,
      s3: c.S3_ENDPOINT,
    },
  };
}

export function parseUserPool(env: Env, region: string) {
  const c = parseEnv('userPool', groups.userPool, env);
  // Real Cognito's issuer follows from region + pool id; emulators announce their own.
  const issuer = c.JWT_ISSUER ?? `https://cognito-idp.${region}.amazonaws.com/${c.USER_POOL_ID}`;
  return {
    userPoolId: c.USER_POOL_ID,
    clientId: c.USER_POOL_CLIENT_ID,
    issuer,
    jwksUri: c.JWKS_URI ?? `${issuer}/.well-known/jwks.json`,
  };
}

/** The app's own origins (scheme://host[:port]), as browsers send them in `Origin`. */
export function parseOrigins(env: Env): { allowed: ReadonlySet<string> } {
  const c = parseEnv('origins', groups.origins, env);
  const extra = (c.APP_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const allowed = new Set<string>();
  for (const value of [c.APP_URL, ...extra]) {
    const parsed = URL.canParse(value) ? new URL(value) : undefined;
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
      throw new ConfigError(`Invalid configuration (origins): APP_URL/APP_ORIGINS '${value}' is not an http(s) origin`);
    }
    allowed.add(parsed.origin);
  }
  return { allowed };
}

export function parseRateLimits(env: Env): { exemptIps: ReadonlySet<string> } {
  const c = parseEnv('rateLimits', groups.rateLimits, env);
  return {
    exemptIps: new Set(
      (c.RATE_LIMIT_EXEMPT_IPS ?? '')
        .split(',')
        .map((ip) => ip.trim())
        .filter(Boolean),
    ),
  };
}

export function parseDomains(env: Env): { platformHost: string; cnameTarget: string; dnsServers: string[] } {
  const c = parseEnv('domains', groups.domains, env);
  const platformHost = new URL(c.SHORT_URL_BASE).hostname.toLowerCase();
  const dnsServers = (c.DNS_SERVERS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return { platformHost, cnameTarget: (c.DOMAIN_CNAME_TARGET?.trim() || platformHost).toLowerCase().replace(/\.$/, ''), dnsServers };
}

/** How verified branded domains reach the edge: nothing to do (local runtime), or CloudFront distribution tenants. */
export type EdgeSettings = { kind: 'none' } | { kind: 'cloudfront'; distributionId: string; connectionGroupId: string };

export function parseEdge(env: Env): EdgeSettings {
  const c = parseEnv('edge', groups.edge, env);
  if (c.EDGE_DOMAINS === 'none') return { kind: 'none' };
  const missing = (['EDGE_DISTRIBUTION_ID', 'EDGE_CONNECTION_GROUP_ID'] as const).filter((name) => !c[name]);
  if (missing.length)
    throw new ConfigError(
      `Invalid configuration (edge): EDGE_DOMAINS=cloudfront needs ${missing.join(' and ')} (the multi-tenant distribution and its connection group)`,
    );
  return { kind: 'cloudfront', distributionId: c.EDGE_DISTRIBUTION_ID!, connectionGroupId: c.EDGE_CONNECTION_GROUP_ID! };
}

export interface WebhookSettings {
  allowHosts: ReadonlySet<string>;
  retryBaseSeconds: number;
  maxAttempts: number;
  disableAfter: number;
  /** How long one attempt may take (DNS, connection, answer): 10 s; tests shorten it. */
  attemptTimeoutMs: number;
}

export function parseWebhooks(env: Env): WebhookSettings {
  const c = parseEnv('webhooks', groups.webhooks, env);
  const number = (value: string | undefined, fallback: number, min: number) => Math.max(min, value === undefined ? fallback : Number(value));
  return {
    allowHosts: hostList(c.WEBHOOK_ALLOW_HOSTS),
    retryBaseSeconds: number(c.WEBHOOK_RETRY_BASE_SECONDS, 5, 1),
    maxAttempts: number(c.WEBHOOK_MAX_ATTEMPTS, 11, 1),
    disableAfter: number(c.WEBHOOK_DISABLE_AFTER, 15, 1),
    attemptTimeoutMs: number(c.WEBHOOK_ATTEMPT_TIMEOUT_MS, 10_000, 100),
  };
}

export interface ImportSettings {
  allowHosts: ReadonlySet<string>;
  /** One source request (DNS, connection, answer): 20 s; tests shorten it. */
  requestTimeoutMs: number;
}

export function parseImports(env: Env): ImportSettings {
  const c = parseEnv('imports', groups.imports, env);
  return {
    allowHosts: hostList(c.IMPORT_ALLOW_HOSTS),
    requestTimeoutMs: c.IMPORT_REQUEST_TIMEOUT_MS === undefined ? 20_000 : Math.max(100, Number(c.IMPORT_REQUEST_TIMEOUT_MS)),
  };
}

/** A comma-separated host list, lower-cased. */
function hostList(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Where the origin secret comes from: Secrets Manager (AWS) or the environment (local runtime). */
export type OriginSecretSource = { kind: 'secretsManager'; secretId: string } | { kind: 'value'; value: string };

export function parseOriginSecret(env: Env): OriginSecretSource {
  const c = parseEnv('originSecret', groups.originSecret, env);
  if (c.ORIGIN_SECRET_ARN && c.ORIGIN_SECRET) throw new ConfigError('Invalid configuration (originSecret): set ORIGIN_SECRET_ARN or ORIGIN_SECRET, not both');
  if (c.ORIGIN_SECRET_ARN) return { kind: 'secretsManager', secretId: c.ORIGIN_SECRET_ARN };
  if (c.ORIGIN_SECRET) return { kind: 'value', value: c.ORIGIN_SECRET };
  throw new ConfigError('Invalid configuration (originSecret): ORIGIN_SECRET_ARN (AWS) or ORIGIN_SECRET (local runtime) must be set');
}

/** Where the click-token key comes from: Secrets Manager (AWS) or the environment (local runtime). */
export function parseClickTokenSecret(env: Env): OriginSecretSource {
  const c = parseEnv('clickToken', groups.clickToken, env);
  if (c.CLICK_TOKEN_SECRET_ARN && c.CLICK_TOKEN_SECRET)
    throw new ConfigError('Invalid configuration (clickToken): set CLICK_TOKEN_SECRET_ARN or CLICK_TOKEN_SECRET, not both');
  if (c.CLICK_TOKEN_SECRET_ARN) return { kind: 'secretsManager', secretId: c.CLICK_TOKEN_SECRET_ARN };
  if (c.CLICK_TOKEN_SECRET) return { kind: 'value', value: c.CLICK_TOKEN_SECRET };
  throw new ConfigError('Invalid configuration (clickToken): CLICK_TOKEN_SECRET_ARN (AWS) or CLICK_TOKEN_SECRET (local runtime) must be set');
}

/** Memoises a group: validated at first use, then never again. */
function lazy<T>(read: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: read() }).v;
}

const env: Env = process.env;
const core = parseCore(env);

export const config = {
  region: core.region,
  endpoints: core.endpoints,
  table: lazy(() => ({ name: parseEnv('table', groups.table, env).TABLE_NAME })),
  userPool: lazy(() => parseUserPool(env, core.region)),
  mail: lazy(() => {
    const c = parseEnv('mail', groups.mail, env);
    return { from: c.MAIL_FROM, appUrl: c.APP_URL.replace(/\/+$/, '') };
  }),
  app: lazy(() => ({ appUrl: parseEnv('app', groups.app, env).APP_URL.replace(/\/+$/, '') })),
  origins: lazy(() => parseOrigins(env)),
  cookie: lazy(() => ({ secure: parseEnv('cookie', groups.cookie, env).COOKIE_SECURE })),
  links: lazy(() => ({ shortUrlBase: parseEnv('links', groups.links, env).SHORT_URL_BASE.replace(/\/+$/, '') })),
  clickQueue: lazy(() => ({ url: parseEnv('clickQueue', groups.clickQueue, env).CLICK_QUEUE_URL })),
  bulkQueue: lazy(() => ({ url: parseEnv('bulkQueue', groups.bulkQueue, env).BULK_QUEUE_URL })),
  clickLog: lazy(() => {
    const c = parseEnv('clickLog', groups.clickLog, env);
    return { bucket: c.CLICK_LOG_BUCKET, rawIpDays: c.CLICK_LOG_RAW_IP_DAYS === undefined ? RAW_IP_DAYS : Number(c.CLICK_LOG_RAW_IP_DAYS) };
  }),
  exports: lazy(() => ({ bucket: parseEnv('exports', groups.exports, env).EXPORTS_BUCKET })),
  previewImages: lazy(() => ({ bucket: parseEnv('previewImages', groups.previewImages, env).APP_BUCKET })),
  domains: lazy(() => parseDomains(env)),
  edge: lazy(() => parseEdge(env)),
  webhookQueue: lazy(() => ({ url: parseEnv('webhookQueue', groups.webhookQueue, env).WEBHOOK_QUEUE_URL })),
  webhooks: lazy(() => parseWebhooks(env)),
  importQueue: lazy(() => ({ url: parseEnv('importQueue', groups.importQueue, env).IMPORT_QUEUE_URL })),
  imports: lazy(() => parseImports(env)),
  analytics: lazy(() => ({ engine: parseEnv('analytics', groups.analytics, env).ANALYTICS_ENGINE })),
  athena: lazy(() => {
    const c = parseEnv('athena', groups.athena, env);
    return {
      workGroup: c.ATHENA_WORKGROUP,
      database: c.GLUE_DATABASE,
      rawTable: c.GLUE_TABLE,
      compactTable: c.GLUE_COMPACT_TABLE,
      teamTable: c.GLUE_TEAM_TABLE,
      rollupTable: c.GLUE_ROLLUP_TABLE,
      conversionTable: c.GLUE_CONVERSION_TABLE,
      conversionIncomingTable: c.GLUE_CONVERSION_INCOMING_TABLE,
    };
  }),
  duckdb: lazy(() => ({ path: parseEnv('duckdb', groups.duckdb, env).ANALYTICS_DUCKDB_PATH })),
  rateLimits: lazy(() => parseRateLimits(env)),
  screening: lazy(() => ({
    trustedHosts: new Set(
      (parseEnv('screening', groups.screening, env).SCREENING_TRUSTED_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ) as ReadonlySet<string>,
  })),
  originSecret: lazy(() => parseOriginSecret(env)),
  clickToken: lazy(() => parseClickTokenSecret(env)),
  originRotation: lazy(() => ({
    distributionIds: parseEnv('originRotation', groups.originRotation, env)
      .ORIGIN_DISTRIBUTION_IDS.split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  })),
  geo: lazy(() => ({ ipFallback: parseEnv('geo', groups.geo, env).GEOIP_FALLBACK })),
};

/** Exposed for tests of the validation rules (the live config above reads process.env). */
export const configSchemas = { core: coreSchema, ...groups };
