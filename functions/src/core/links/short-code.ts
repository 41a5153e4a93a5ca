import { BULK_CODE_ALPHABET, BULK_CODE_LENGTH, checkAlias, randomString } from '@kisa/shared';
import { randomBytes } from 'node:crypto';

/**
 * A generated short code, for a link created without an alias (one at a time or in bulk): 8
 * characters from the CSPRNG over an alphabet without look-alikes (no 0, O, l or I) — 58⁸ ≈ 2⁴⁷
 * spellings, 35⁸ ≈ 2⁴¹ once case is folded as aliases and visits fold it — so codes cannot be
 * enumerated cheaply and two rarely meet. Uniqueness still comes from the alias item's
 * conditional write: a writer that meets a taken one asks for another. A code that reads as a
 * reserved word is never given.
 */
export function newShortCode(): string {
  for (;;) {
    const code = randomString(BULK_CODE_LENGTH, BULK_CODE_ALPHABET, randomBytes);
    if (!checkAlias(code)) return code;
  }
}

/** Where a new link's code comes from: newShortCode, or a test's own sequence (to force a collision). */
export type ShortCodeSource = () => string;
