import { createHash, timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../config.js';
import { logger } from '../logger.js';

/**
 * The origin secret: the value CloudFront puts in ORIGIN_SECRET_HEADER on every request it
 * sends the API. Read once per Lambda container (on its first request: one Secrets Manager
 * call per stage below, in parallel), then compared in memory. In AWS the secret rotates (infra/lib/constructs/origin-secret.ts):
 * during a rotation CloudFront's edges move from the old value to the new one over minutes, so
 * every value that may be in flight is accepted — AWSCURRENT, AWSPENDING (a rotation under way)
 * and AWSPREVIOUS (edges not yet updated). A value this container does not know makes it read
 * the secret again, at most once per REFRESH_INTERVAL_MS, so a container that started before a
 * rotation learns the new value from CloudFront's first request carrying it, and a flood of
 * forged values costs at most one read per interval.
 */

/** Stages a request may legitimately carry; AWSCURRENT first (always present). */
const STAGES = ['AWSCURRENT', 'AWSPENDING', 'AWSPREVIOUS'] as const;
const REFRESH_INTERVAL_MS = 10_000;

let client: SecretsManagerClient | undefined;
const secretsManager = () => (client ??= new SecretsManagerClient({ region: config.region }));

interface Known {
  /** SHA-256 digests of the accepted values (equal length, so comparisons can be constant-time). */
  digests: Buffer[];
  readAt: number;
}

let known: Promise<Known> | undefined;

/** Whether `presented` is one of the origin secret's live values. */
export async function isOriginSecret(presented: string | undefined, now = Date.now()): Promise<boolean> {
  if (!presented) return false;
  const digest = sha256(presented);
  const current = await (known ??= load(now));
  if (matches(current, digest)) return true;
  if (now - current.readAt < REFRESH_INTERVAL_MS) return false;
  // Unknown value and the last read is old: read again (concurrent callers share the read).
  const refreshed = load(now);
  known = refreshed;
  return matches(await refreshed, digest);
}

/** Forgets what was read (tests). */
export function resetOriginSecret(): void {
  known = undefined;
}

async function load(now: number): Promise<Known> {
  const source = config.originSecret();
  if (source.kind === 'value') return { digests: [sha256(source.value)], readAt: now };
  try {
    // Every stage a request may carry, in parallel: a container started just after a rotation
    // must not refuse the edges still sending the previous value.
    const values = await Promise.all(STAGES.map((stage) => readStage(source.secretId, stage)));
    const digests = values.filter((v): v is string => v !== undefined).map(sha256);
    if (!digests.length) throw new Error('The origin secret has no current value');
    return { digests, readAt: now };
  } catch (error) {
    // Not cached: the next request tries again. Until then, no request gets through (fail closed).
    known = undefined;
    throw error;
  }
}

async function readStage(secretId: string, stage: (typeof STAGES)[number]): Promise<string | undefined> {
  try {
    const answer = await secretsManager().send(new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage }));
    return answer.SecretString || undefined;
  } catch (error) {
    // AWSPENDING exists only during a rotation, AWSPREVIOUS only after the first one.
    if (stage !== 'AWSCURRENT' && (error as Error).name === 'ResourceNotFoundException') return undefined;
    logger.error('Could not read the origin secret', { stage, error: error as Error });
    throw error;
  }
}

function matches(known: Known, digest: Buffer): boolean {
  let found = false;
  for (const d of known.digests) found = timingSafeEqual(d, digest) || found;
  return found;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();
