import { randomBytes } from 'node:crypto';
import { HOST, type Ports } from './ports.js';
import { CLICK_LOG_BUCKET, EXPORTS_BUCKET, PREVIEW_BUCKET } from './bootstrap/create-buckets.js';
import { TABLE_NAME } from './bootstrap/create-table.js';
import { LOCAL_KMS_KEY_ID } from './emulators/kms-stand-in.js';

export interface HandlerEnvInput {
  ports: Ports;
  userPoolId: string;
  userPoolClientId: string;
  clickQueueUrl: string;
  bulkQueueUrl: string;
  webhookQueueUrl: string;
  importQueueUrl: string;
  domainCheckQueueUrl: string;
  healthCheckQueueUrl: string;
  alertQueueUrl: string;
  compactionQueueUrl: string;
  /** The DuckDB file of the local analytics engine. */
  analyticsDbPath: string;
  /** The key that signs click ids: kept in the data folder, so ids handed out survive a restart. */
  clickTokenSecret: string;
  /** The account key (Kisa's own session tokens, sealed second factors): kept in the data folder like the click-token key. */
  authKeySecret: string;
  /** Pages of due e-mail reports and each member's report. */
  reportQueueUrl: string;
}

export const urlOf = (port: number) => `http://${HOST}:${port}`;

/**
 * The handler configuration, with exactly the names of docs/ARCHITECTURE.md. Only
 * endpoints and credentials differ from AWS.
 */
export function handlerEnv(input: HandlerEnvInput): Record<string, string> {
  const { ports } = input;
  const appUrl = `http://localhost:${ports.gateway}`;
  const cognitoUrl = urlOf(ports.cognito);
  // cognito-local signs tokens with iss = `http://${HOST}:${PORT}/<poolId>` (its TokenConfig.IssuerDomain).
  const issuer = `${cognitoUrl}/${input.userPoolId}`;
  return {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    TABLE_NAME,
    USER_POOL_ID: input.userPoolId,
    USER_POOL_CLIENT_ID: input.userPoolClientId,
    JWT_ISSUER: issuer,
    JWKS_URI: `${issuer}/.well-known/jwks.json`,
    APP_URL: appUrl,
    // The app answers on 127.0.0.1 as well as localhost: both are its own origins (CSRF check).
    APP_ORIGINS: urlOf(ports.gateway),
    SHORT_URL_BASE: appUrl,
    MAIL_FROM: 'no-reply@kisa.local',
    COOKIE_SECURE: 'false',
    // What CloudFront's origin header carries in AWS (a rotated secret there): the gateway adds
    // it to every API request and the handlers' chain requires it. A fresh one per start.
    ORIGIN_SECRET: randomBytes(24).toString('base64url'),
    // What signs click ids (a Secrets Manager secret in AWS): the data folder's own.
    CLICK_TOKEN_SECRET: input.clickTokenSecret,
    AUTH_KEY_SECRET: input.authKeySecret,
    DYNAMODB_ENDPOINT: urlOf(ports.dynamodb),
    S3_ENDPOINT: urlOf(ports.s3),
    SQS_ENDPOINT: urlOf(ports.sqs),
    COGNITO_ENDPOINT: cognitoUrl,
    SES_ENDPOINT: urlOf(ports.ses),
    // The KMS stand-in, its key the data folder's own: webhook secrets are sealed as in AWS.
    KMS_ENDPOINT: urlOf(ports.kms),
    WEBHOOK_KEY_ID: LOCAL_KMS_KEY_ID,
    CLICK_QUEUE_URL: input.clickQueueUrl,
    BULK_QUEUE_URL: input.bulkQueueUrl,
    WEBHOOK_QUEUE_URL: input.webhookQueueUrl,
    IMPORT_QUEUE_URL: input.importQueueUrl,
    DOMAIN_CHECK_QUEUE_URL: input.domainCheckQueueUrl,
    HEALTH_CHECK_QUEUE_URL: input.healthCheckQueueUrl,
    ALERT_QUEUE_URL: input.alertQueueUrl,
    COMPACTION_QUEUE_URL: input.compactionQueueUrl,
    REPORT_QUEUE_URL: input.reportQueueUrl,
    CLICK_LOG_BUCKET,
    EXPORTS_BUCKET,
    PREVIEW_BUCKET,
    // First receipts' counts reach link and team counters within ~2 s here (a minute's fold in AWS).
    CLICK_FOLD_WINDOW_SECONDS: '1',
    ANALYTICS_ENGINE: 'duckdb',
    ANALYTICS_DUCKDB_PATH: input.analyticsDbPath,
    // No CloudFront here to send the viewer's country and city: the click worker looks the IP up.
    GEOIP_FALLBACK: 'true',
    POWERTOOLS_LOG_LEVEL: 'WARN',
    POWERTOOLS_SERVICE_NAME: 'kisa',
    // EMF metric lines (functions/src/lib/metrics.ts) mean something only to CloudWatch Logs.
    POWERTOOLS_METRICS_DISABLED: 'true',
    // No X-Ray daemon here: the tracer (functions/src/lib/tracer.ts) is a no-op.
    POWERTOOLS_TRACE_ENABLED: 'false',
  };
}

/** The parent's env minus anything that could point the SDK at a real AWS account. */
export function cleanParentEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key.startsWith('AWS_') || key === 'PORT') delete env[key];
  }
  return env;
}
