import { authSubkey } from '#lib/crypto/auth-key.js';
import { type ChallengeClaims, decodeChallenge, encodeChallenge } from './challenge-token.js';
import { openWith, sealWith } from './seal-secret.js';

/** The second factor's uses of the account key: sealing authenticator secrets, signing sign-in challenges (one derived key each). */

export const sealSecret = async (userId: string, secret: string): Promise<string> => sealWith(await authSubkey('second-factor'), userId, secret);

export const openSecret = async (userId: string, sealed: string): Promise<string | null> => openWith(await authSubkey('second-factor'), userId, sealed);

export const signChallenge = async (claims: ChallengeClaims): Promise<string> => encodeChallenge(claims, await authSubkey('sign-in-challenge'));

export const verifyChallenge = async (value: string, nowSeconds: number): Promise<ChallengeClaims | null> =>
  decodeChallenge(value, await authSubkey('sign-in-challenge'), nowSeconds);
