import { COMMON_PASSWORDS } from './common-passwords.js';

let common: ReadonlySet<string> | undefined;

/**
 * Whether a new password is too easy to guess: one character repeated (`aaaaaa`) or, in any case,
 * one of the most common passwords (`123456`, `Password`) — the first guesses of every attacker,
 * which the gate's and sign-in's rate limits would let through within a day. Link passwords and
 * account passwords alike; the list is read into a set on first use.
 */
export function isGuessablePassword(value: string): boolean {
  const v = value.trim().toLowerCase();
  if (new Set(v).size <= 1) return true;
  common ??= new Set(COMMON_PASSWORDS.split(' '));
  return common.has(v);
}
