import type { OriginSecretSource } from '../config.js';
import { config } from '../config.js';
import { createAwsJsonClient } from '../aws/aws-json-client.js';

/**
 * A key read once per process: locally the configured value, in AWS a Secrets Manager secret's
 * current value, through the lean signing client (a bundle need not carry the SDK's). A failed read
 * is not kept (the next use tries again).
 */
export function secretKeyLoader(name: string, source: () => OriginSecretSource): { get(): Promise<Buffer>; reset(): void } {
  let key: Promise<Buffer> | undefined;
  return {
    get() {
      if (!key) {
        const loading = load(name, source());
        key = loading;
        loading.catch(() => {
          if (key === loading) key = undefined;
        });
      }
      return key;
    },
    reset() {
      key = undefined;
    },
  };
}

async function load(name: string, source: OriginSecretSource): Promise<Buffer> {
  if (source.kind === 'value') return Buffer.from(source.value, 'utf8');
  const client = createAwsJsonClient({
    service: 'secretsmanager',
    targetPrefix: 'secretsmanager',
    jsonVersion: '1.1',
    region: config.region,
    ...(config.endpoints.secretsManager ? { endpoint: config.endpoints.secretsManager } : {}),
    attemptMs: 2_000,
    connectMs: 500,
    maxAttempts: 2,
    retryDelayMs: 50,
  });
  try {
    const answer = await client.call<{ SecretString?: string }>('GetSecretValue', { SecretId: source.secretId });
    if (!answer.SecretString) throw new Error(`The ${name} secret has no value`);
    return Buffer.from(answer.SecretString, 'utf8');
  } finally {
    client.destroy();
  }
}
