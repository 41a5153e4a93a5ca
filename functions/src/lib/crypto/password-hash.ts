import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Link passwords (the password gate), stored only as a slow salted hash:
 * `scrypt$N$r$p$salt$hash` (salt and hash base64url; 16-byte random salt, 32-byte key).
 * The parameters travel with the hash, so they can be raised later without breaking
 * existing links. Verification compares in constant time.
 */

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
/** Refuse stored parameters beyond these (a tampered hash must not make us burn memory). */
const MAX_N = 1 << 20;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem above 128·N·r with room to spare (default 32 MB is exactly at the edge for N=2^15).
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 256 * options.N! * options.r! + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` matches `stored`; false for a wrong password or an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every(Number.isInteger) || n < 2 || n > MAX_N || (n & (n - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (salt.length < 8 || expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, salt, { N: n, r, p });
  return timingSafeEqual(actual, expected);
}
