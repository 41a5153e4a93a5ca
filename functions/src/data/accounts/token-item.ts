import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * One-time tokens (docs/DATA-MODEL.md, "one-time token", "invitation token", "newest-token
 * pointer"): stored under the SHA-256 of the token (the raw token is only ever in the mail), with
 * a `ttl` = expiresAt; TTL deletion lags, so reads check the expiry too. A token item is a link
 * token of one purpose or an invitation's; the pointer names a user's newest token of a purpose.
 */

/** `email`: confirms a member's new e-mail address (the new address's holder follows it). */
export type TokenPurpose = 'verify' | 'reset' | 'email';

export const tokenKey = (tokenHash: string): Key => ({ PK: `TOKEN#${tokenHash}`, SK: 'TOKEN' });

/** Points at a user's newest token of one purpose, so issuing a new one can retire the old. */
export const userTokenKey = (userId: string, purpose: TokenPurpose): Key => ({ PK: `USER#${userId}`, SK: `TOKEN#${purpose}` });

const oneTimeTokenSchema = z.object({
  tokenHash: z.string(),
  purpose: z.enum(['verify', 'reset', 'email']),
  userId: z.string(),
  /** Epoch seconds; also the item's `ttl`. */
  expiresAt: z.number(),
  /** Optional secret sealed with the raw token (see lib/crypto/token-crypto.ts). */
  sealed: z.string().optional(),
});

/** The invitation link's token: which invitation it opens, and the owner's chosen password sealed with the raw token. */
const invitationTokenSchema = z.object({
  purpose: z.literal('invite'),
  tokenHash: z.string(),
  teamId: z.string(),
  email: z.string(),
  invitationId: z.string(),
  expiresAt: z.number(),
  sealedPassword: z.string(),
});

const tokenItemSchema = z.discriminatedUnion('purpose', [oneTimeTokenSchema, invitationTokenSchema]);

export type TokenRecord = z.infer<typeof oneTimeTokenSchema>;
export type InvitationToken = Omit<z.infer<typeof invitationTokenSchema>, 'purpose'>;

export const tokenItem = (token: TokenRecord) => ({ ...tokenKey(token.tokenHash), type: 'token', ...token, ttl: token.expiresAt });

export const invitationTokenItem = (token: InvitationToken) => ({
  ...tokenKey(token.tokenHash),
  type: 'token',
  purpose: 'invite',
  ...token,
  ttl: token.expiresAt,
});

/** A token item of any purpose. */
export const parseToken = (item: Record<string, unknown>): TokenRecord | (InvitationToken & { purpose: 'invite' }) => parseItem('token', tokenItemSchema, item);

export const tokenPointerItem = (userId: string, purpose: TokenPurpose, tokenHash: string, expiresAt: number) => ({
  ...userTokenKey(userId, purpose),
  type: 'tokenPointer',
  tokenHash,
  ttl: expiresAt,
});

const tokenPointerSchema = z.object({ tokenHash: z.string() });

/** The token hash a newest-token pointer names. */
export const parseTokenPointer = (item: Record<string, unknown>): string => parseItem('token pointer', tokenPointerSchema, item).tokenHash;
