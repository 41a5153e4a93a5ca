import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * Kisa's own session tokens, for sign-ins Cognito cannot mint a token for (it needs the password
 * or a refresh token): single sign-on, passkeys, and a password followed by a second factor
 * (Cognito checks the password, Kisa the factor). A JWT (HS256, the account key's `session-token`
 * key) carrying what a Cognito access token carries for us — `username` (the user id), `jti` (the
 * session id), `exp` — plus `iss: kisa` and `amr` (how the person proved who they are). Like
 * Cognito's, it is honoured only while its session item exists (authenticate-caller.ts).
 */

export const KISA_TOKEN_ISSUER = 'kisa';

/** How a session's sign-in was proved (RFC 8176 names where they exist). */
export type AuthMethod = 'pwd' | 'otp' | 'hwk' | 'sso' | 'rec';

export interface KisaSessionClaims {
  userId: string;
  sessionId: string;
  /** Epoch seconds. */
  expiresAt: number;
  amr: AuthMethod[];
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = b64({ alg: 'HS256', typ: 'JWT' });

const signature = (input: string, key: Buffer): Buffer => createHmac('sha256', key).update(input).digest();

export type NewSession = Omit<KisaSessionClaims, 'sessionId'> & { sessionId?: string };

export function encodeKisaSessionToken(claims: NewSession, key: Buffer): { token: string; sessionId: string } {
  const sessionId = claims.sessionId ?? randomUUID();
  const payload = b64({
    iss: KISA_TOKEN_ISSUER,
    token_use: 'access',
    username: claims.userId,
    jti: sessionId,
    iat: Math.floor(Date.now() / 1000),
    exp: claims.expiresAt,
    amr: claims.amr,
  });
  const input = `${HEADER}.${payload}`;
  return { token: `${input}.${signature(input, key).toString('base64url')}`, sessionId };
}

export function decodeKisaSessionToken(token: string, key: Buffer, nowSeconds = Math.floor(Date.now() / 1000)): KisaSessionClaims | null {
  const [header, payload, sig, extra] = token.split('.');
  if (!header || !payload || !sig || extra !== undefined || header !== HEADER) return null;
  const expected = signature(`${header}.${payload}`, key);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
  const { iss, username, jti, exp, amr } = claims;
  if (iss !== KISA_TOKEN_ISSUER || typeof username !== 'string' || !username || typeof jti !== 'string' || !jti) return null;
  if (typeof exp !== 'number' || exp <= nowSeconds) return null;
  return { userId: username, sessionId: jti, expiresAt: exp, amr: Array.isArray(amr) ? (amr.filter((m) => typeof m === 'string') as AuthMethod[]) : [] };
}

/** Whether a token (unverified) says it is one of Kisa's own. */
export function isKisaSessionToken(token: string): boolean {
  const [header, payload] = token.split('.');
  if (header !== HEADER || !payload) return false;
  try {
    return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown }).iss === KISA_TOKEN_ISSUER;
  } catch {
    return false;
  }
}
