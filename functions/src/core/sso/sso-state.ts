import { createHash, randomBytes } from 'node:crypto';
import { SSO_MSG, type SsoProtocol } from '@kisa/shared';
import type { SsoStateRecord } from '#data/sso/sso-state-item.js';
import { putSsoState, takeSsoState } from '#data/sso/sso-sign-in-repo.js';
import { AppError } from '#lib/errors.js';
import type { SsoIdentity } from './sso-identity.js';

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
  if (!record || record.protocol !== protocol || record.identity) throw refused;
  // null: the protocol cannot carry the cookie back (a cross-site POST); the state alone then binds.
  if (browser !== null && (!browser || record.browserHash !== hash(browser))) throw refused;
  return record;
}

/** How long a checked SAML answer waits for its browser (the redirect to the finish step is immediate). */
export const SSO_HELD_ANSWER_TTL_SECONDS = 120;

/**
 * Holds a SAML answer that passed every check, with the identity it proved and the attempt's
 * browser hash, under a new single-use code: the identity provider's cross-site POST cannot carry
 * the browser cookie (SameSite=Lax), the top-level GET it is redirected to can. So an answer
 * someone else obtained and posts from their page (login CSRF) signs no one in.
 */
export async function holdCheckedAnswer(attempt: SsoStateRecord, identity: SsoIdentity): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await putSsoState(hash(code), {
    teamId: attempt.teamId,
    protocol: attempt.protocol,
    ...(attempt.browserHash ? { browserHash: attempt.browserHash } : {}),
    identity,
    expiresAt: Math.floor(Date.now() / 1000) + SSO_HELD_ANSWER_TTL_SECONDS,
  });
  return code;
}

/** Takes a held answer (single use) for the browser that started its attempt; one refusal otherwise. */
export async function collectCheckedAnswer(code: string | undefined, browser: string | undefined): Promise<{ teamId: string; identity: SsoIdentity }> {
  const refused = new AppError(400, SSO_MSG.signInExpired);
  if (!code || code.length > 200) throw refused;
  const record = await takeSsoState(hash(code), Math.floor(Date.now() / 1000));
  if (!record?.identity || !browser || !record.browserHash || record.browserHash !== hash(browser)) throw refused;
  return { teamId: record.teamId, identity: record.identity };
}
