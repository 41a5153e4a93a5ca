import { EMAIL_CHANGE_TOKEN_TTL_SECONDS, RESET_TOKEN_TTL_SECONDS, VERIFY_TOKEN_TTL_SECONDS } from '@kisa/shared';
import type { TokenPurpose } from '#data/accounts/token-item.js';
import { consumeToken, deleteToken, peekToken, putToken, swapUserToken } from '#data/accounts/tokens-repo.js';
import { generateToken, hashToken, openWithToken, sealWithToken } from '#lib/crypto/token-crypto.js';

export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = {
  verify: VERIFY_TOKEN_TTL_SECONDS,
  reset: RESET_TOKEN_TTL_SECONDS,
  email: EMAIL_CHANGE_TOKEN_TTL_SECONDS,
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Issues a single-use token and answers the raw value (for the mail link; it is stored
 * only hashed). The user's previous token of the same purpose stops working, so only
 * the newest link is live. `secret`, if given, is sealed so only this token opens it — and,
 * with `binding`, only this token together with that value (the browser mark of sign-up).
 */
export async function issueToken(purpose: TokenPurpose, userId: string, secret?: string, binding?: string): Promise<string> {
  const raw = generateToken();
  const tokenHash = hashToken(raw);
  const expiresAt = nowSeconds() + TOKEN_TTL_SECONDS[purpose];
  await putToken({ tokenHash, purpose, userId, expiresAt, ...(secret ? { sealed: sealWithToken(sealKeyOf(raw, binding), secret) } : {}) });
  const previous = await swapUserToken(userId, purpose, tokenHash, expiresAt);
  if (previous && previous !== tokenHash) await deleteToken(previous);
  return raw;
}

/**
 * Uses a token up; null if it is unknown, used, expired or of another purpose. Its secret
 * opens only with the binding it was sealed with (else null: the token still counts as used).
 */
export async function redeemToken(purpose: TokenPurpose, raw: string, binding?: string): Promise<{ userId: string; secret: string | null } | null> {
  const record = await consumeToken(hashToken(raw), purpose, nowSeconds());
  if (!record) return null;
  return { userId: record.userId, secret: record.sealed ? openWithToken(sealKeyOf(raw, binding), record.sealed) : null };
}

const sealKeyOf = (raw: string, binding: string | undefined) => (binding ? `${raw}.${binding}` : raw);

/** Whether a token would be accepted now, without using it. */
export async function isTokenLive(purpose: TokenPurpose, raw: string): Promise<boolean> {
  return (await peekToken(hashToken(raw), purpose, nowSeconds())) !== null;
}
