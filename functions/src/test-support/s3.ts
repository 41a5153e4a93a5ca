/// <reference path="../../../infra/local/test/runtime-context.d.ts" />
import { S3Client } from '@aws-sdk/client-s3';
import { runtime } from './api.js';

let client: S3Client | undefined;

/** The test runtime's S3 emulator, reached as the handlers reach it (one client per test file). */
export function runtimeS3(): S3Client {
  const env = runtime().env;
  return (client ??= new S3Client({
    region: env.AWS_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }));
}
