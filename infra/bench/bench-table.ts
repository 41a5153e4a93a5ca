import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Runtime } from '../local/runtime.js';

/** A document client on the runtime's DynamoDB Local, for benchmarks that check what is stored (the table is `runtime.env.TABLE_NAME`). */
export function tableClient(runtime: Runtime): DynamoDBDocumentClient {
  const env = runtime.env;
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: env.AWS_REGION,
      endpoint: env.DYNAMODB_ENDPOINT,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    }),
  );
}
