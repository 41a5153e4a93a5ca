import { afterAll } from 'vitest';
import { runtime } from './api.js';
import { startFaultyEndpoint, type FaultyEndpoint } from './faulty-aws-endpoint.js';

/**
 * A suite's DynamoDB behind a stand-in endpoint that fails on demand: the runtime's environment,
 * DYNAMODB_ENDPOINT pointing at the endpoint, set before the suite imports functions code (which
 * builds its clients from it); closed after the suite. Call at the suite's top level.
 */
export async function faultyDynamoForSuite(): Promise<FaultyEndpoint> {
  const env = runtime().env;
  const dynamo = await startFaultyEndpoint(env.DYNAMODB_ENDPOINT!);
  Object.assign(process.env, env, { DYNAMODB_ENDPOINT: dynamo.url, POWERTOOLS_LOG_LEVEL: 'SILENT' });
  afterAll(() => dynamo.close());
  return dynamo;
}
