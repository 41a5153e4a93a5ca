import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * A person's authenticator app (TOTP) and recovery codes, beside the profile in `USER#{userId}`
 * (docs/DATA-MODEL.md, "second factor"):
 *
 * - `SECOND_FACTOR#TOTP`: the secret, sealed (AES-256-GCM under the account key's second-factor
 *   key: core/accounts/second-factor/seal-secret.ts), `pending` until a first code confirms it; and
 *   the last time step a code was accepted for, so a code is never accepted twice.
 * - `SECOND_FACTOR#RECOVERY`: the recovery codes' SHA-256 hashes as a string set; using one takes
 *   it out of the set with a conditional DELETE, so each works once.
 */

export const totpFactorKey = (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'SECOND_FACTOR#TOTP' });
export const recoveryCodesKey = (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'SECOND_FACTOR#RECOVERY' });

export type TotpState = 'pending' | 'active';

export interface TotpFactor {
  userId: string;
  sealedSecret: string;
  state: TotpState;
  createdAt: string;
  /** The last TOTP time step (epoch s / 30) a code was accepted for. */
  lastUsedStep?: number;
}

export const pendingTotpItem = (factor: Pick<TotpFactor, 'userId' | 'sealedSecret' | 'createdAt'>) => ({
  ...totpFactorKey(factor.userId),
  type: 'totpFactor',
  ...factor,
  state: 'pending' satisfies TotpState,
});

const totpItemSchema = z.object({
  userId: z.string(),
  sealedSecret: z.string(),
  state: z.enum(['pending', 'active']),
  createdAt: z.string(),
  lastUsedStep: z.number().optional(),
});

export const parseTotpFactor = (item: Record<string, unknown>): TotpFactor => parseItem('totp factor', totpItemSchema, item);

export const recoveryCodesItem = (userId: string, hashes: readonly string[], createdAt: string) => ({
  ...recoveryCodesKey(userId),
  type: 'recoveryCodes',
  userId,
  codes: new Set(hashes),
  createdAt,
});

const recoveryItemSchema = z.object({ codes: z.set(z.string()).optional() });

/** How many unused codes a recovery-codes item holds (the set goes away with its last code). */
export const parseRecoveryCodesLeft = (item: Record<string, unknown> | undefined): number =>
  item ? (parseItem('recovery codes', recoveryItemSchema, item).codes?.size ?? 0) : 0;
