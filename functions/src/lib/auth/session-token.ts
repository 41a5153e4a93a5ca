import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { decomposeUnverifiedJwt } from 'aws-jwt-verify/jwt';
import { JwtVerifier } from 'aws-jwt-verify';
import { config } from '../config.js';
import { logger } from '../logger.js';
import { HttpFetcher } from './http-fetcher.js';
import { verifyKisaSessionToken } from './kisa-session-signer.js';
import { isKisaSessionToken } from './kisa-session-token.js';

/**
 * Verifies the session token: a Cognito *access* token of our app client. Access tokens
 * carry `username` (our user id) and `client_id`, but no `aud`, hence the custom check.
 * The generic JwtVerifier (not CognitoJwtVerifier) because emulator pool ids (`local_…`)
 * and issuers (http://host:port/pool) are not Cognito-shaped.
 */
function createVerifier() {
  const pool = config.userPool();
  return JwtVerifier.create(
    {
      issuer: pool.issuer,
      jwksUri: pool.jwksUri,
      audience: null,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'access') throw new Error('not an access token');
        if (payload.client_id !== pool.clientId) throw new Error('token of another app client');
        if (typeof payload.username !== 'string' || !payload.username) throw new Error('token without username');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: new HttpFetcher() }) },
  );
}

let verifier: ReturnType<typeof createVerifier> | undefined;

/**
 * One session: what a session token says about itself. Cognito access tokens carry `jti`
 * (this token) and, in AWS, `origin_jti` (the sign-in it descends from, shared by tokens
 * refreshed from it); cognito-local has only `jti`. The session id is the former when
 * present, so a refreshed token belongs to the session it was refreshed from.
 */
export interface SessionClaims {
  userId: string;
  sessionId: string;
  /** Epoch seconds (`exp`). */
  expiresAt: number;
  /**
   * Epoch seconds: when the person last proved who they are — Cognito's `auth_time` (kept by
   * refreshed tokens), Kisa's `iat` (its tokens are minted by the sign-in itself). A change of
   * one's second factors needs a recent one.
   */
  authenticatedAt: number;
}

/** The session of a valid session token (Cognito's, or Kisa's own: kisa-session-token.ts), or null when it is not one. */
export async function verifySessionToken(token: string): Promise<SessionClaims | null> {
  if (isKisaSessionToken(token)) {
    // Verified first; its claims then come from the same payload a Cognito token's do.
    return (await verifyKisaSessionToken(token)) && sessionOfTrustedToken(token);
  }
  verifier ??= createVerifier();
  try {
    return claimsOf(await verifier.verify(token));
  } catch (error) {
    // Expected for expired or forged tokens; debug only, the caller answers 401.
    logger.debug('Session token rejected', { reason: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/**
 * The session claims of a token this process trusts without checking the signature again:
 * one Cognito just issued to us, or one the auth middleware verified for this request.
 * Never use it on a token from a request that was not authenticated with it.
 */
export function sessionOfTrustedToken(token: string): SessionClaims | null {
  try {
    return claimsOf(decomposeUnverifiedJwt(token).payload);
  } catch {
    return null;
  }
}

function claimsOf(payload: Record<string, unknown>): SessionClaims {
  const sessionId = typeof payload.origin_jti === 'string' && payload.origin_jti ? payload.origin_jti : payload.jti;
  if (typeof payload.username !== 'string' || !payload.username) throw new Error('token without username');
  if (typeof sessionId !== 'string' || !sessionId) throw new Error('token without jti');
  if (typeof payload.exp !== 'number') throw new Error('token without exp');
  // Neither (no token we mint or Cognito issues): 0, never recent.
  const authenticatedAt = typeof payload.auth_time === 'number' ? payload.auth_time : typeof payload.iat === 'number' ? payload.iat : 0;
  return { userId: payload.username, sessionId, expiresAt: payload.exp, authenticatedAt };
}
