import { config } from '../config.js';
import { createAwsJsonClient } from '../aws/aws-json-client.js';

/**
 * The key that signs click ids (click-token.ts), read once per process: locally the
 * configured value, in AWS the Secrets Manager secret's current value, through the lean signing
 * client (the redirect's bundle carries no SDK). The redirect reads it only when an opted-in
 * link is first visited, so other visits never wait for it; a failed read is not kept (the next
 * visit tries again). The secret is not rotated: a new value would make every click id handed
 * out before it unverifiable (docs/OPERATIONS.md).
 */

let key: Promise<Buffer> | undefined;

export function clickTokenKey(): Promise<Buffer> {
  if (!key) {
    const loading = load();
    key = loading;
    loading.catch(() => {
      if (key === loading) key = undefined;
    });
  }
  return key;
}

/** Forgets the key (tests). */
export function resetClickTokenKey(): void {
  key = undefined;
}

async function load(): Promise<Buffer> {
  const source = config.clickToken();
  if (source.kind === 'value') return Buffer.from(source.value, 'utf8');
  const client = createAwsJsonClient({
    service: 'secretsmanager',
    targetPrefix: 'secretsmanager',
    jsonVersion: '1.1',
    region: config.region,
    attemptMs: 2_000,
    connectMs: 500,
    maxAttempts: 2,
    retryDelayMs: 50,
  });
  try {
    const answer = await client.call<{ SecretString?: string }>('GetSecretValue', { SecretId: source.secretId });
    if (!answer.SecretString) throw new Error('The click-token secret has no value');
    return Buffer.from(answer.SecretString, 'utf8');
  } finally {
    client.destroy();
  }
}
