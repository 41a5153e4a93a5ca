/**
 * npm run seal:webhook-secrets
 *
 * Seals the webhook signing secrets stored in plain text before secrets were sealed under KMS
 * (docs/SECURITY.md "Webhook secrets"): one Scan of the table; each endpoint's secrets move, still
 * the same secrets, to its sealed item, and leave the endpoint item and GSI1. Safe to run again.
 * Run it once after deploying. In AWS, set TABLE_NAME, WEBHOOK_KEY_ID (stack outputs TableName,
 * WebhookSecretsKeyArn) and AWS_REGION, with credentials allowed kms:GenerateDataKey on the key;
 * locally, with `npm start` running, the handler environment is read from
 * <KISA_DATA_DIR or .data>/runtime.json.
 */
import { loadTableEnv, usage as printUsage } from './table-env.js';

const usage = (message?: string): never => printUsage('npm run seal:webhook-secrets', message);

if (process.argv.length > 2) usage();
// config.ts validates the environment at import: fill it first, then import.
loadTableEnv();
const { sealPlainWebhookSecrets } = await import('../src/core/webhooks/seal-plain-webhook-secrets.js');
const { sealed, skipped, failed } = await sealPlainWebhookSecrets();
console.log(`Sealed the secrets of ${sealed} webhook endpoint(s); ${skipped} changed meanwhile; ${failed} failed (run again).`);
if (failed) process.exitCode = 1;
