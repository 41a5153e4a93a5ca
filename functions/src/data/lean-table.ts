import { unmarshall } from '@aws-sdk/util-dynamodb';
import { createAwsJsonClient, type AwsJsonClient } from '#lib/aws/aws-json-client.js';
import { config } from '#lib/config.js';
import type { Key } from './keys.js';

/**
 * The redirect path's reads (data/links/get-alias.ts, data/domains/get-domain-pages.ts), with the
 * lean signing client (lib/aws/aws-json-client.ts) rather than the SDK's document client: the
 * redirect Lambda then loads no SDK at all, which is most of its cold start (docs/BENCHMARKS.md,
 * "Redirect cold start"). Every other access pattern uses the SDK (table.ts).
 */

/**
 * Bounds of a read. A GetItem takes a few ms in-region; these only stop a visitor from
 * waiting on an unwell connection: ~2 s at worst, then the redirect's error page.
 */
const READ_LIMITS = { attemptMs: 1_000, connectMs: 500, maxAttempts: 2, retryDelayMs: 50 } as const;

let client: AwsJsonClient | undefined;

const dynamodb = (): AwsJsonClient =>
  (client ??= createAwsJsonClient({
    service: 'dynamodb',
    targetPrefix: 'DynamoDB_20120810',
    region: config.region,
    endpoint: config.endpoints.dynamodb,
    ...READ_LIMITS,
  }));

/** One item by key, unmarshalled, or undefined. Eventually consistent on purpose: cheaper, and seconds-stale is fine. */
export async function leanGetItem({ PK, SK }: Key): Promise<Record<string, unknown> | undefined> {
  const answer = await dynamodb().call<{ Item?: Parameters<typeof unmarshall>[0] }>('GetItem', {
    TableName: config.table().name,
    Key: { PK: { S: PK }, SK: { S: SK } },
  });
  return answer.Item ? unmarshall(answer.Item) : undefined;
}
