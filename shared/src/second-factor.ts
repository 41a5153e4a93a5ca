/**
 * Second factors: an authenticator app (TOTP, RFC 6238) with recovery codes, the sign-in's second
 * step, and the "recent sign-in" a change of them needs. Rules the API and the web app share; the
 * zod schemas of the routes are in second-factor-schemas.ts (kept out of the web app's first load).
 */

/** Seconds a sign-in's second step may follow its password step. */
export const SIGN_IN_CHALLENGE_SECONDS = 5 * 60;
/** Wrong codes one second step may take; the next attempt, even right, finds the step ended. */
export const SIGN_IN_CHALLENGE_MAX_WRONG = 5;
/** A change of one's second factors needs a sign-in no older than this. */
export const RECENT_SIGN_IN_SECONDS = 10 * 60;
/** Recovery codes in a set. */
export const RECOVERY_CODE_COUNT = 10;
/** The authenticator app's code: 6 digits, a new one every 30 s. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Kisa';

export const SECOND_FACTOR_METHODS = ['totp', 'recovery', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

export const SECOND_FACTOR_MSG = {
  codeFormat: 'Enter the 6-digit code from your authenticator app',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  wrongRecoveryCode: 'That recovery code is not right, or it has been used already.',
  stepEnded: 'This sign-in has expired or ended. Please sign in again.',
  oneMethod: 'Give one of: the code from your authenticator app, a recovery code, or a passkey',
  methodNotOffered: 'This way of proving who you are is not set up for your account',
  recentSignInRequired: 'For your security, please sign in again to change your second factors (your last sign-in was more than 10 minutes ago).',
  totpAlreadyOn: 'An authenticator app is already set up. Turn it off first to set up another.',
  noPendingTotp: 'Start setting up the authenticator app first.',
  totpNotOn: 'No authenticator app is set up.',
  totpTurnedOff: 'The authenticator app has been turned off.',
} as const;

/** Normalises a recovery code as typed: lower case, without spaces or hyphens. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]+/g, '');
