import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { JwtVerifier } from 'aws-jwt-verify';
import { config } from '../config.js';
import { logger } from '../logger.js';
import { HttpFetcher } from './http-fetcher.js';

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

/** The user id the token was issued to, or null when it is not a valid session token. */
export async function verifySessionToken(token: string): Promise<string | null> {
  verifier ??= createVerifier();
  try {
    const payload = await verifier.verify(token);
    return payload.username as string;
  } catch (error) {
    // Expected for expired or forged tokens; debug only, the caller answers 401.
    logger.debug('Session token rejected', { reason: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
