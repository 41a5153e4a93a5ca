import { atLeast } from '#lib/timing/at-least.js';
import { logger } from '#lib/logger.js';

/**
 * The account calls whose answer must not tell whether an e-mail address has an account,
 * neither by what they say (the same status and body either way) nor by when they say it:
 * each answers no sooner than its floor, on every path. A floor sits above the slow path's
 * usual time (creating an account, issuing a token and mailing it); a call that overruns it
 * is logged, so a floor that has become too low shows up.
 * (Measured locally, 25 samples each: infra/bench/bench-enumeration.ts.)
 */
export const ANSWER_FLOOR_MS = {
  /** New address: Cognito user + password + sign-in, a transaction, a token, a mail. Taken address: a mail. */
  signUp: 1500,
  /** Known address: a token and a mail. Unknown: one lookup. */
  recover: 500,
  /** Unverified account: a token and a mail. Unknown or verified: one or two lookups. */
  resendVerification: 500,
  /** Only refusals: known address, wrong password (Cognito checks it) vs unknown address (one lookup). */
  signInRefusal: 500,
} as const;

export type EvenCall = keyof typeof ANSWER_FLOOR_MS;

/** Runs one such call's work (all of it, on every path) under its floor. */
export function evenAnswer<T>(call: EvenCall, work: () => Promise<T>): Promise<T> {
  return atLeast(ANSWER_FLOOR_MS[call], work, {
    failuresOnly: call === 'signInRefusal',
    onOverrun: (elapsedMs) =>
      logger.warn('Answer floor overrun: this answer may reveal whether the account exists', {
        call,
        elapsedMs: Math.round(elapsedMs),
        floorMs: ANSWER_FLOOR_MS[call],
      }),
  });
}
