import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

export interface Endpoints {
  dynamodb: string;
  s3: string;
  sqs: string;
  cognito: string;
}

export const localClientBase = { region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };

/** SDK clients for bootstrap, pointed at the emulators (the handlers build their own). */
export function createClients(endpoints: Endpoints) {
  return {
    dynamodb: new DynamoDBClient({ ...localClientBase, endpoint: endpoints.dynamodb }),
    // s3rver: path-style URLs, and no default CRC checksums (it does not understand them).
    s3: new S3Client({
      ...localClientBase,
      endpoint: endpoints.s3,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
    sqs: new SQSClient({ ...localClientBase, endpoint: endpoints.sqs }),
    cognito: new CognitoIdentityProviderClient({ ...localClientBase, endpoint: endpoints.cognito }),
  };
}

export type Clients = ReturnType<typeof createClients>;

export function destroyClients(clients: Clients): void {
  for (const client of Object.values(clients)) client.destroy();
}
