import { createHash, randomBytes } from 'node:crypto';
import { SSO_MSG, type SsoProtocol } from '@kisa/shared';
import type { SsoStateRecord } from '#data/sso/sso-state-item.js';
import { putSsoState, takeSsoState } from '#data/sso/sso-sign-in-repo.js';
import { AppError } from '#lib/errors.js';

/** How long a browser has at the identity provider before its sign-in attempt expires. */
export const SSO_STATE_TTL_SECONDS = 600;

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

export type SsoAttempt = Omit<SsoStateRecord, 'expiresAt' | 'browserHash' | 'protocol'>;

/**
 * Starts an attempt: a random `state` (what the provider echoes back: OIDC `state`, SAML
 * `RelayState`) and a random `browser` value for the cookie (SSO_BROWSER_COOKIE) that binds the
 * attempt to the browser that began it. Only the state's hash is stored, with the browser's hash.
 */
export async function beginSsoAttempt(protocol: SsoProtocol, attempt: SsoAttempt): Promise<{ state: string; browser: string }> {
  const state = randomBytes(32).toString('base64url');
  const browser = randomBytes(32).toString('base64url');
  await putSsoState(hash(state), {
    ...attempt,
    protocol,
    browserHash: hash(browser),
    expiresAt: Math.floor(Date.now() / 1000) + SSO_STATE_TTL_SECONDS,
  });
  return { state, browser };
}

/**
 * Uses up an attempt: the state must exist, be unexpired, be of this protocol, and — when the
 * browser cookie is required — come back to the browser that began it. Anything else (replayed,
 * expired, forged, another browser's) is one refusal.
 */
export async function takeSsoAttempt(protocol: SsoProtocol, state: string | undefined, browser: string | undefined | null): Promise<SsoStateRecord> {
  const refused = new AppError(400, SSO_MSG.signInExpired);
  if (!state || state.length > 200) throw refused;
  const record = await takeSsoState(hash(state), Math.floor(Date.now() / 1000));
  if (!record || record.protocol !== protocol) throw refused;
  // null: the protocol cannot carry the cookie back (a cross-site POST); the state alone then binds.
  if (browser !== null && (!browser || record.browserHash !== hash(browser))) throw refused;
  return record;
}
