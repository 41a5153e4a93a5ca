import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config.js';

/**
 * SDK clients, one per process, created on first use (a function that never sends mail
 * never builds an SES client). Only the endpoint differs between AWS and the emulators;
 * credentials come from the SDK's default chain (Lambda role / env).
 */

function once<T>(create: () => T): () => T {
  let client: T | undefined;
  return () => (client ??= create());
}

const { region, endpoints } = config;

export const dynamo = once(() =>
  DynamoDBDocumentClient.from(new DynamoDBClient({ region, endpoint: endpoints.dynamodb }), {
    marshallOptions: { removeUndefinedValues: true },
  }),
);

export const cognito = once(() => new CognitoIdentityProviderClient({ region, endpoint: endpoints.cognito }));

export const ses = once(() => new SESv2Client({ region, endpoint: endpoints.ses }));

export const sqs = once(() => new SQSClient({ region, endpoint: endpoints.sqs }));

export const s3 = once(
  () =>
    new S3Client({
      region,
      endpoint: endpoints.s3,
      // Emulators serve buckets by path and do not understand the SDK's default checksums.
      ...(endpoints.s3 ? { forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
    }),
);

/**
 * The S3 client that presigns browser uploads (preview images). Checksums only when
 * required: by default the SDK signs a CRC32 of the empty body into a presigned PUT, which S3
 * then holds against the file the browser sends, and refuses it.
 */
export const s3Uploads = once(
  () =>
    new S3Client({
      region,
      endpoint: endpoints.s3,
      ...(endpoints.s3 ? { forcePathStyle: true } : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
);
