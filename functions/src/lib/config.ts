import { RAW_IP_DAYS } from '@kisa/shared';
import type * as z from 'zod/mini';
import { coreSchema, groups } from './config-schema.js';

/**
 * The only module that reads process.env. The core settings are validated once at module
 * load; settings that only some functions need (a queue, a bucket, the user pool) live in
 * groups validated on first use, so a function that never touches a queue never fails for
 * a missing queue URL. Every failure names the variable (the rules: config-schema.ts).
 * (zod/mini: every function, the redirect hot path included, loads this; it bundles small.)
 */

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

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
      secretsManager: c.SECRETS_MANAGER_ENDPOINT,
      kms: c.KMS_ENDPOINT,
      cloudFront: c.CLOUDFRONT_ENDPOINT,
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
  /** A failed step's first retry comes after this (then twice as long each time): 5 s; tests shorten it. */
  retryBaseSeconds: number;
}

export function parseImports(env: Env): ImportSettings {
  const c = parseEnv('imports', groups.imports, env);
  return {
    allowHosts: hostList(c.IMPORT_ALLOW_HOSTS),
    requestTimeoutMs: c.IMPORT_REQUEST_TIMEOUT_MS === undefined ? 20_000 : Math.max(100, Number(c.IMPORT_REQUEST_TIMEOUT_MS)),
    retryBaseSeconds: c.IMPORT_RETRY_BASE_SECONDS === undefined ? 5 : Math.max(1, Number(c.IMPORT_RETRY_BASE_SECONDS)),
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

/** Where the key of Kisa's own session tokens comes from: Secrets Manager (AWS) or the environment (local runtime). */
export function parseAuthKeySecret(env: Env): OriginSecretSource {
  const c = parseEnv('authKey', groups.authKey, env);
  if (c.AUTH_KEY_SECRET_ARN && c.AUTH_KEY_SECRET)
    throw new ConfigError('Invalid configuration (authKey): set AUTH_KEY_SECRET_ARN or AUTH_KEY_SECRET, not both');
  if (c.AUTH_KEY_SECRET_ARN) return { kind: 'secretsManager', secretId: c.AUTH_KEY_SECRET_ARN };
  if (c.AUTH_KEY_SECRET) return { kind: 'value', value: c.AUTH_KEY_SECRET };
  throw new ConfigError('Invalid configuration (authKey): AUTH_KEY_SECRET_ARN (AWS) or AUTH_KEY_SECRET (local runtime) must be set');
}

/** Memoises a group: validated at first use, then never again. */
function lazy<T>(read: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: read() }).v;
}

const env: Env = process.env;
const core = parseCore(env);

export interface HealthSettings {
  allowHosts: ReadonlySet<string>;
  /** A PEM file's path: an extra CA the checks trust (tests only). */
  caFile?: string;
  probeTimeoutMs: number;
  dnsServers: string[];
}

export function parseHealth(env: Env): HealthSettings {
  const c = parseEnv('health', groups.health, env);
  return {
    allowHosts: hostList(c.HEALTH_ALLOW_HOSTS),
    ...(c.HEALTH_CA_FILE ? { caFile: c.HEALTH_CA_FILE } : {}),
    probeTimeoutMs: c.HEALTH_PROBE_TIMEOUT_MS === undefined ? 10_000 : Math.max(100, Number(c.HEALTH_PROBE_TIMEOUT_MS)),
    dnsServers: (c.DNS_SERVERS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

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
  exports: lazy(() => {
    const c = parseEnv('exports', groups.exports, env);
    return { bucket: c.EXPORTS_BUCKET, visitorSyncMaxRows: c.VISITOR_EXPORT_SYNC_MAX_ROWS === undefined ? 50_000 : Number(c.VISITOR_EXPORT_SYNC_MAX_ROWS) };
  }),
  clickFold: lazy(() => {
    const seconds = parseEnv('clickFold', groups.clickFold, env).CLICK_FOLD_WINDOW_SECONDS;
    return { windowMs: (seconds === undefined ? 60 : Math.max(1, Number(seconds))) * 1000 };
  }),
  previewImages: lazy(() => {
    const c = parseEnv('previewImages', groups.previewImages, env);
    return { bucket: c.PREVIEW_BUCKET, distributionId: c.PREVIEW_DISTRIBUTION_ID };
  }),
  domains: lazy(() => parseDomains(env)),
  edge: lazy(() => parseEdge(env)),
  webhookQueue: lazy(() => ({ url: parseEnv('webhookQueue', groups.webhookQueue, env).WEBHOOK_QUEUE_URL })),
  webhooks: lazy(() => parseWebhooks(env)),
  webhookSecrets: lazy(() => ({ keyId: parseEnv('webhookSecrets', groups.webhookSecrets, env).WEBHOOK_KEY_ID })),
  importQueue: lazy(() => ({ url: parseEnv('importQueue', groups.importQueue, env).IMPORT_QUEUE_URL })),
  imports: lazy(() => parseImports(env)),
  domainCheckQueue: lazy(() => ({ url: parseEnv('domainCheckQueue', groups.domainCheckQueue, env).DOMAIN_CHECK_QUEUE_URL })),
  alertQueue: lazy(() => ({ url: parseEnv('alertQueue', groups.alertQueue, env).ALERT_QUEUE_URL })),
  compactionQueue: lazy(() => ({ url: parseEnv('compactionQueue', groups.compactionQueue, env).COMPACTION_QUEUE_URL })),
  healthCheckQueue: lazy(() => ({ url: parseEnv('healthCheckQueue', groups.healthCheckQueue, env).HEALTH_CHECK_QUEUE_URL })),
  health: lazy(() => parseHealth(env)),
  reportQueue: lazy(() => ({ url: parseEnv('reportQueue', groups.reportQueue, env).REPORT_QUEUE_URL })),
  sso: lazy(() => ({ allowHosts: hostList(parseEnv('sso', groups.sso, env).SSO_ALLOW_HOSTS) as ReadonlySet<string> })),
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
  authKey: lazy(() => parseAuthKeySecret(env)),
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
