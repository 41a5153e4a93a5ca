import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * A sign-in's pending second step (docs/DATA-MODEL.md, "sign-in challenge"): made when the
 * password checked out for a person with a second factor, deleted (conditionally) by the step
 * that completes it, so it is used once; it counts the wrong codes sent with it. `ttl` = its expiry.
 */

export const signInChallengeKey = (challengeId: string): Key => ({ PK: `SIGNIN_CHALLENGE#${challengeId}`, SK: 'CHALLENGE' });

export interface SignInChallengeRecord {
  challengeId: string;
  userId: string;
  /** Epoch ms: when the password step began (the session's authentication time). */
  passwordAt: number;
  /** Epoch seconds; also the item's `ttl`. */
  expiresAt: number;
  wrongCodes: number;
}

export const signInChallengeItem = (challenge: Omit<SignInChallengeRecord, 'wrongCodes'>) => ({
  ...signInChallengeKey(challenge.challengeId),
  type: 'signInChallenge',
  ...challenge,
  ttl: challenge.expiresAt,
});

const challengeItemSchema = z.object({
  challengeId: z.string(),
  userId: z.string(),
  passwordAt: z.number(),
  expiresAt: z.number(),
  wrongCodes: z.number().optional(),
});

export function parseSignInChallenge(item: Record<string, unknown>): SignInChallengeRecord {
  const { wrongCodes, ...fields } = parseItem('sign-in challenge', challengeItemSchema, item);
  return { ...fields, wrongCodes: wrongCodes ?? 0 };
}
