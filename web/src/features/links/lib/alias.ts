import { ALIAS_ALPHABET, ALIAS_LENGTH, randomString } from '@kisa/shared';

/** A fresh 5-character lowercase alphanumeric alias (spec §5), from the browser's CSPRNG. */
export function randomAlias(): string {
  return randomString(ALIAS_LENGTH, ALIAS_ALPHABET, (n) => crypto.getRandomValues(new Uint8Array(n)));
}
