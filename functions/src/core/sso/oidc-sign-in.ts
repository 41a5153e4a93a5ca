import { createHash, randomBytes } from 'node:crypto';
import { isEmail, SSO_MSG } from '@kisa/shared';
import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { OidcProviderRecord } from '#data/sso/sso-config-item.js';
import { getSsoConfig } from '#data/sso/sso-config-repo.js';
import { AppError } from '#lib/errors.js';
import { completeSsoSignIn } from './complete-sso-sign-in.js';
import { invalidAnswer, providerJson, readableAnswer } from './oidc-http.js';
import { openSsoSecret } from './sso-secret.js';
import { beginSsoAttempt, takeSsoAttempt } from './sso-state.js';
import { ssoServiceUrls } from './sso-urls.js';

/**
 * OpenID Connect sign-in, Kisa the relying party: the authorization code flow with PKCE (S256),
 * `state` (single use, bound to the browser's cookie) and `nonce`. The code is exchanged at the
 * token endpoint (client_secret_basic or _post, as discovery said); the ID token is verified
 * with the provider's keys (signature, `iss`, `aud` = the client id, `azp`, `exp`, `nonce`).
 */

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** Where to send the browser, and the value of its binding cookie. */
export async function startOidcSignIn(teamId: string, provider: OidcProviderRecord): Promise<{ redirectUrl: string; browser: string }> {
  const codeVerifier = b64url(randomBytes(32));
  const nonce = b64url(randomBytes(32));
  const { state, browser } = await beginSsoAttempt('oidc', { teamId, codeVerifier, nonce });
  const url = new URL(provider.authorizationEndpoint);
  const params = {
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: ssoServiceUrls().oidcRedirectUrl,
    scope: ['openid', ...provider.scopes.filter((s) => s !== 'openid')].join(' '),
    state,
    nonce,
    code_challenge: b64url(createHash('sha256').update(codeVerifier).digest()),
    code_challenge_method: 'S256',
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return { redirectUrl: url.href, browser };
}

/** The provider's answer at the redirect URI (query parameters as sent). */
export interface OidcCallback {
  code?: string;
  state?: string;
  error?: string;
  errorDescription?: string;
  /** RFC 9207's issuer identification, when the provider sends it. */
  iss?: string;
}

/** Finishes a sign-in: the session token and profile, or an AppError saying why not. */
export async function finishOidcSignIn(callback: OidcCallback, browser: string | undefined) {
  const attempt = await takeSsoAttempt('oidc', callback.state, browser);
  const config = await getSsoConfig(attempt.teamId);
  const provider = config?.protocol === 'oidc' ? config.oidc : undefined;
  if (!provider || !attempt.codeVerifier || !attempt.nonce) throw new AppError(403, SSO_MSG.notConfigured);
  if (callback.error) throw new AppError(401, SSO_MSG.idpRefused((callback.errorDescription || callback.error).slice(0, 300)));
  if (callback.iss !== undefined && callback.iss !== provider.issuer) throw invalidAnswer();
  if (!callback.code) throw invalidAnswer();
  const tokens = await redeemCode(attempt.teamId, provider, callback.code, attempt.codeVerifier);
  const claims = await verifyIdToken(provider, tokens.idToken, attempt.nonce);
  const profile = await identityClaims(provider, claims, tokens.accessToken);
  return completeSsoSignIn(attempt.teamId, { issuer: provider.issuer, subject: claims.sub!, ...profile });
}

async function redeemCode(teamId: string, provider: OidcProviderRecord, code: string, codeVerifier: string) {
  const secret = await openSsoSecret(teamId, provider.sealedClientSecret);
  if (secret === null) throw new AppError(403, SSO_MSG.notConfigured);
  const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: ssoServiceUrls().oidcRedirectUrl, code_verifier: codeVerifier });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (provider.tokenAuthMethod === 'client_secret_basic') {
    // RFC 6749 §2.3.1: each part form-urlencoded before Basic.
    const part = (v: string) => new URLSearchParams({ v }).toString().slice(2);
    headers.authorization = `Basic ${Buffer.from(`${part(provider.clientId)}:${part(secret)}`).toString('base64')}`;
  } else {
    form.set('client_id', provider.clientId);
    form.set('client_secret', secret);
  }
  const answer = readableAnswer(await providerJson(provider.tokenEndpoint, { method: 'POST', body: form.toString(), headers }));
  if (answer.status !== 200) {
    const error = typeof answer.json.error === 'string' ? answer.json.error : `status ${answer.status}`;
    throw new AppError(401, SSO_MSG.idpRefused(error.slice(0, 100)));
  }
  const { id_token: idToken, access_token: accessToken } = answer.json;
  if (typeof idToken !== 'string') throw invalidAnswer();
  return { idToken, accessToken: typeof accessToken === 'string' ? accessToken : undefined };
}

/** Asymmetric algorithms only: an HMAC ID token would be keyed by the client secret, which Kisa does not verify with. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

async function verifyIdToken(provider: OidcProviderRecord, idToken: string, nonce: string): Promise<JWTPayload> {
  const jwks = readableAnswer(await providerJson(provider.jwksUri));
  if (jwks.status !== 200 || !Array.isArray(jwks.json.keys)) throw invalidAnswer();
  let payload: JWTPayload;
  try {
    const keys = createLocalJWKSet(jwks.json as unknown as Parameters<typeof createLocalJWKSet>[0]);
    ({ payload } = await jwtVerify(idToken, keys, {
      issuer: provider.issuer,
      audience: provider.clientId,
      algorithms: ALGORITHMS,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch {
    throw invalidAnswer();
  }
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  // OpenID Connect Core §3.1.3.7: with several audiences, azp must be there and be us; when there, it must be us.
  if ((audiences.length > 1 || payload.azp !== undefined) && payload.azp !== provider.clientId) throw invalidAnswer();
  if (payload.nonce !== nonce) throw invalidAnswer();
  if (typeof payload.sub !== 'string' || !payload.sub || payload.sub.length > 255) throw invalidAnswer();
  return payload;
}

/** The verified e-mail and name: from the ID token, else from the UserInfo endpoint (whose `sub` must match). */
async function identityClaims(provider: OidcProviderRecord, claims: JWTPayload, accessToken: string | undefined): Promise<{ email: string; name?: string }> {
  let source: Record<string, unknown> = claims;
  if (typeof claims.email !== 'string' && provider.userinfoEndpoint && accessToken) {
    const info = readableAnswer(await providerJson(provider.userinfoEndpoint, { headers: { authorization: `Bearer ${accessToken}` } }));
    if (info.status !== 200 || info.json.sub !== claims.sub) throw invalidAnswer();
    source = info.json;
  }
  const email = typeof source.email === 'string' ? source.email.trim().toLowerCase() : '';
  if (!email || !isEmail(email) || (source.email_verified !== true && source.email_verified !== 'true')) throw new AppError(403, SSO_MSG.emailNotVerified);
  const name = typeof source.name === 'string' ? source.name : undefined;
  return { email, ...(name ? { name } : {}) };
}
