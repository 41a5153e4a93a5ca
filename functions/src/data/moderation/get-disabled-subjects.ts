import { unmarshall } from '@aws-sdk/util-dynamodb';
import { createAwsJsonClient, type AwsJsonClient } from '#lib/aws/aws-json-client.js';
import { config } from '#lib/config.js';
import { disabledSubjectsKey } from '../keys.js';

/**
 * The redirect's read of the disabled teams and users (one small item, `MODERATION#DISABLED`),
 * with the same lean signing client as the alias read (get-alias.ts): the redirect bundle keeps
 * no SDK. Called in the background by core/redirect/disabled-subjects.ts, never awaited by a
 * warm request.
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

export async function readDisabledSubjects(): Promise<{ teams: string[]; users: string[] }> {
  const { PK, SK } = disabledSubjectsKey();
  const answer = await dynamodb().call<{ Item?: Parameters<typeof unmarshall>[0] }>('GetItem', {
    TableName: config.table().name,
    Key: { PK: { S: PK }, SK: { S: SK } },
  });
  if (!answer.Item) return { teams: [], users: [] };
  const item = unmarshall(answer.Item);
  const list = (value: unknown) => (value instanceof Set ? [...value].filter((v): v is string => typeof v === 'string') : []);
  return { teams: list(item.teams), users: list(item.users) };
}
