import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS } from '@kisa/shared';

/**
 * RFC 6238 codes (otpauth): SHA-1, 6 digits, 30 s — what every authenticator app reads from an
 * otpauth:// URI. A code is accepted for the current step and one on either side (clocks drift).
 */

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new secret (160 bits, base32) and the URI an app reads it from. */
export function newTotpSecret(accountName: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpOf(secret, accountName).toString() };
}

/** The time step the code belongs to (within ±1 of now's), or null when it is none of them. */
export function matchingStep(secret: string, code: string, nowMs: number): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: nowMs, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: nowMs }) + delta;
}
