import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * Passkeys (WebAuthn credentials) and their challenges (docs/DATA-MODEL.md, "passkey"):
 *
 * - the passkey, beside the profile: `USER#{userId}` / `PASSKEY#{credentialId}` (base64url);
 * - its owner claim, `PASSKEY#{credentialId}` / `OWNER`: a credential id belongs to one account
 *   across the table (a second registration of it fails its condition), and a sign-in whose
 *   answer carries no user handle finds the account from the credential id alone;
 * - a challenge, `WEBAUTHN#{challenge}` / `CHALLENGE`, `ttl` = 5 minutes: single use by a
 *   conditional delete. An item rather than a signed challenge: a signed one would still need a
 *   used-marker written to be single-use, so the item costs the same writes and says more (whose,
 *   for what).
 */

export const PASSKEY_PREFIX = 'PASSKEY#';
export const passkeyKey = (userId: string, credentialId: string): Key => ({ PK: `USER#${userId}`, SK: `${PASSKEY_PREFIX}${credentialId}` });
export const userPasskeysQuery = (userId: string) => ({ PK: `USER#${userId}`, skPrefix: PASSKEY_PREFIX });
export const passkeyOwnerKey = (credentialId: string): Key => ({ PK: `${PASSKEY_PREFIX}${credentialId}`, SK: 'OWNER' });
export const webauthnChallengeKey = (challenge: string): Key => ({ PK: `WEBAUTHN#${challenge}`, SK: 'CHALLENGE' });

export interface PasskeyRecord {
  credentialId: string;
  userId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** The authenticator's signature counter (0: it keeps none). */
  counter: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** The authenticator's model (AAGUID), when it says. */
  aaguid?: string;
  backedUp: boolean;
}

const passkeyItemSchema = z.object({
  credentialId: z.string(),
  userId: z.string(),
  publicKey: z.string(),
  counter: z.number(),
  transports: z.array(z.string()).optional(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable().optional(),
  aaguid: z.string().optional(),
  backedUp: z.boolean().optional(),
});

export const passkeyItem = (passkey: PasskeyRecord) => ({ ...passkeyKey(passkey.userId, passkey.credentialId), type: 'passkey', ...passkey });

export function parsePasskey(item: Record<string, unknown>): PasskeyRecord {
  const { transports, lastUsedAt, backedUp, aaguid, ...fields } = parseItem('passkey', passkeyItemSchema, item);
  return { ...fields, transports: transports ?? [], lastUsedAt: lastUsedAt ?? null, backedUp: backedUp === true, ...(aaguid ? { aaguid } : {}) };
}

export const passkeyOwnerItem = (credentialId: string, userId: string) => ({ ...passkeyOwnerKey(credentialId), type: 'passkeyOwner', userId });

const ownerSchema = z.object({ userId: z.string() });
export const parsePasskeyOwner = (item: Record<string, unknown>): string => parseItem('passkey owner', ownerSchema, item).userId;

/**
 * What a challenge is for: adding a passkey (`register`, bound to the user adding it), a
 * password-less sign-in (`sign-in`, bound to a user when the e-mail was given), or the second step
 * after a password (`second-factor`, bound to the user whose password checked out).
 */
export type ChallengePurpose = 'register' | 'sign-in' | 'second-factor';

export interface ChallengeRecord {
  challenge: string;
  purpose: ChallengePurpose;
  userId?: string;
  /** Epoch seconds; also the item's `ttl`. */
  expiresAt: number;
}

const challengeSchema = z.object({
  challenge: z.string(),
  purpose: z.enum(['register', 'sign-in', 'second-factor']),
  userId: z.string().optional(),
  expiresAt: z.number(),
});

export const challengeItem = (record: ChallengeRecord) => ({
  ...webauthnChallengeKey(record.challenge),
  type: 'webauthnChallenge',
  ...record,
  ttl: record.expiresAt,
});

export const parseChallenge = (item: Record<string, unknown>): ChallengeRecord => parseItem('webauthn challenge', challengeSchema, item);
