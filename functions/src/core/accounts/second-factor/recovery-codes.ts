import { createHash, randomInt } from 'node:crypto';
import { normaliseRecoveryCode, RECOVERY_CODE_COUNT } from '@kisa/shared';

/**
 * Recovery codes: 10 random characters each (about 49 bits) from an alphabet without look-alikes,
 * shown as `xxxxx-xxxxx`; stored only as SHA-256 hashes of the normalised code (lower case, no
 * spaces or hyphens), so the table cannot give them back. Guessing is bounded by sign-in's limits.
 */

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export const hashRecoveryCode = (code: string): string => createHash('sha256').update(normaliseRecoveryCode(code), 'utf8').digest('hex');

/** A new set: the codes to show once, and the hashes to keep. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  return { codes, hashes: codes.map(hashRecoveryCode) };
}
