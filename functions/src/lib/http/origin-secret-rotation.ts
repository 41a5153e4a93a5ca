import { randomBytes } from 'node:crypto';
import { CloudFrontClient, GetDistributionConfigCommand, UpdateDistributionCommand, type DistributionConfig } from '@aws-sdk/client-cloudfront';
import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { config } from '../config.js';
import { logger } from '../logger.js';
import { ORIGIN_SECRET_HEADER } from './origin-header.js';

/**
 * Rotation of the origin secret (Secrets Manager's four-step protocol, one Lambda invocation
 * per step). CloudFront has no way to read a header value from Secrets Manager, so the new
 * value is written into the distributions' origin custom header directly (UpdateDistribution);
 * the stack's template keeps a dynamic reference to the secret, which resolves to the same
 * current value whenever CloudFormation next updates the distribution.
 *
 *  1. createSecret: a new random value, staged AWSPENDING.
 *  2. setSecret: every origin of the listed distributions that carries ORIGIN_SECRET_HEADER gets
 *     the pending value. From here edges switch over during CloudFront's deployment (minutes);
 *     the API accepts AWSCURRENT, AWSPENDING and AWSPREVIOUS throughout (origin-secret.ts).
 *  3. testSecret: each distribution's configuration now holds the pending value.
 *  4. finishSecret: AWSPENDING becomes AWSCURRENT; the old value stays accepted as AWSPREVIOUS
 *     until the next rotation, long after every edge has the new one.
 */

export type RotationStep = 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret';

export interface RotationEvent {
  SecretId: string;
  ClientRequestToken: string;
  Step: RotationStep;
}

let sm: SecretsManagerClient | undefined;
let cf: CloudFrontClient | undefined;
const secretsManager = () => (sm ??= new SecretsManagerClient({ region: config.region }));
// CloudFront's API is global (us-east-1), whatever the function's region.
const cloudFront = () => (cf ??= new CloudFrontClient({ region: 'us-east-1' }));

export async function rotateOriginSecret(event: RotationEvent): Promise<void> {
  const { SecretId: secretId, ClientRequestToken: token, Step: step } = event;
  const stages = (await secretsManager().send(new DescribeSecretCommand({ SecretId: secretId }))).VersionIdsToStages ?? {};
  const tokenStages = stages[token];
  if (!tokenStages) throw new Error(`Secret version ${token} is not a version of ${secretId}`);
  if (tokenStages.includes('AWSCURRENT')) {
    logger.info('Origin secret version is already current', { step });
    return;
  }
  if (!tokenStages.includes('AWSPENDING')) throw new Error(`Secret version ${token} is not staged AWSPENDING`);

  switch (step) {
    case 'createSecret':
      return createPending(secretId, token);
    case 'setSecret':
      return setOnDistributions(await pendingValue(secretId, token));
    case 'testSecret':
      return checkDistributions(await pendingValue(secretId, token));
    case 'finishSecret': {
      const current = Object.entries(stages).find(([, s]) => s.includes('AWSCURRENT'))?.[0];
      await secretsManager().send(
        new UpdateSecretVersionStageCommand({ SecretId: secretId, VersionStage: 'AWSCURRENT', MoveToVersionId: token, RemoveFromVersionId: current }),
      );
      logger.info('Origin secret rotated', { version: token });
      return;
    }
    default:
      throw new Error(`Unknown rotation step ${String(step)}`);
  }
}

/** A fresh value, unless this step already made one (Secrets Manager retries steps). */
async function createPending(secretId: string, token: string): Promise<void> {
  try {
    await pendingValue(secretId, token);
    return;
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  await secretsManager().send(
    new PutSecretValueCommand({ SecretId: secretId, ClientRequestToken: token, SecretString: newSecretValue(), VersionStages: ['AWSPENDING'] }),
  );
}

/** 256 random bits, URL-safe base64: a valid header value of 43 characters. */
export const newSecretValue = () => randomBytes(32).toString('base64url');

async function pendingValue(secretId: string, token: string): Promise<string> {
  const answer = await secretsManager().send(new GetSecretValueCommand({ SecretId: secretId, VersionId: token, VersionStage: 'AWSPENDING' }));
  if (!answer.SecretString) throw new Error('The pending origin secret is empty');
  return answer.SecretString;
}

async function setOnDistributions(value: string): Promise<void> {
  for (const id of config.originRotation().distributionIds) {
    const { ETag, DistributionConfig: distribution } = await cloudFront().send(new GetDistributionConfigCommand({ Id: id }));
    if (!distribution || !ETag) throw new Error(`Distribution ${id} has no configuration`);
    if (!withOriginSecret(distribution, value)) continue; // already set (a retried step)
    await cloudFront().send(new UpdateDistributionCommand({ Id: id, IfMatch: ETag, DistributionConfig: distribution }));
    logger.info('Origin secret header updated', { distributionId: id });
  }
}

async function checkDistributions(value: string): Promise<void> {
  for (const id of config.originRotation().distributionIds) {
    const { DistributionConfig: distribution } = await cloudFront().send(new GetDistributionConfigCommand({ Id: id }));
    const headers = originSecretHeaders(distribution);
    if (!headers.length || headers.some((h) => h.HeaderValue !== value)) throw new Error(`Distribution ${id} does not carry the pending origin secret`);
  }
}

/**
 * Sets `value` on every origin custom header named ORIGIN_SECRET_HEADER; whether anything
 * changed. A distribution without such a header is a wiring mistake: throw.
 */
export function withOriginSecret(distribution: DistributionConfig, value: string): boolean {
  const headers = originSecretHeaders(distribution);
  if (!headers.length) throw new Error(`No origin of distribution '${distribution.Comment ?? ''}' carries ${ORIGIN_SECRET_HEADER}`);
  let changed = false;
  for (const header of headers) {
    if (header.HeaderValue === value) continue;
    header.HeaderValue = value;
    changed = true;
  }
  return changed;
}

function originSecretHeaders(distribution: DistributionConfig | undefined) {
  return (distribution?.Origins?.Items ?? []).flatMap((origin) =>
    (origin.CustomHeaders?.Items ?? []).filter((h) => h.HeaderName?.toLowerCase() === ORIGIN_SECRET_HEADER),
  );
}
