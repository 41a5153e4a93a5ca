import { randomBytes } from 'node:crypto';
import type { ChallengePurpose } from '#data/accounts/passkey-item.js';
import { consumeChallenge, putChallenge } from '#data/accounts/passkeys-repo.js';
import { CHALLENGE_TTL_SECONDS } from './relying-party.js';

/**
 * A new single-use challenge (32 random bytes, base64url) for `purpose`, stored for 5 minutes;
 * the challenge is also its id (what the browser signs is what the server looks up).
 */
export async function newChallenge(purpose: ChallengePurpose, userId?: string): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  const expiresAt = Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS;
  await putChallenge({ challenge, purpose, expiresAt, ...(userId ? { userId } : {}) });
  return challenge;
}

/** Uses a challenge up (whatever the answer's fate): its record, or null when unknown, used, expired or for another purpose. */
export const useChallenge = (challenge: string, purpose: ChallengePurpose) => consumeChallenge(challenge, purpose, Math.floor(Date.now() / 1000));

/** The challenge the browser signed, read from the answer's clientDataJSON (its check is the library's). */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const clientData = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof clientData.challenge === 'string' && clientData.challenge ? clientData.challenge : null;
  } catch {
    return null;
  }
}
