import * as z from 'zod';
import { authResponseSchema } from './account-responses.js';
import { passkeySignInOptionsResponseSchema, passkeySignInSchema } from './passkey-schemas.js';

/**
 * Second factors: an authenticator app (TOTP, RFC 6238) with recovery codes, the sign-in's second
 * step, and the "recent sign-in" a change of them needs. Rules the API and the web app share.
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

/** POST /api/me/second-factor/totp/confirm */
export const totpCodeSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), SECOND_FACTOR_MSG.codeFormat),
});

/** POST /api/auth/signin/second-factor: the password step's challenge and one proof. */
export const secondFactorStepSchema = z
  .strictObject({
    challenge: z.string().min(1).max(1000),
    code: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), SECOND_FACTOR_MSG.codeFormat)
      .optional(),
    recoveryCode: z.string().trim().min(1).max(64).optional(),
    /** The passkey's answer to the challenge in the password step's `secondFactor.passkey`. */
    passkey: passkeySignInSchema.optional(),
  })
  .refine((b) => [b.code, b.recoveryCode, b.passkey].filter((m) => m !== undefined).length === 1, { message: SECOND_FACTOR_MSG.oneMethod });

/** The password step's answer for a person with a second factor: no session yet, a challenge for the second step. */
export const secondFactorChallengeSchema = z.strictObject({
  secondFactor: z.strictObject({
    challenge: z.string().describe('Signed, single-use, valid 5 minutes: send it with the second step (POST /api/auth/signin/second-factor)'),
    methods: z.array(z.enum(SECOND_FACTOR_METHODS)).describe('How this person may prove the second factor'),
    passkey: passkeySignInOptionsResponseSchema.optional().describe("With 'passkey': options for navigator.credentials.get() and their challenge's id"),
  }),
});

/** POST /api/auth/signin: signed in, or a second step to take. */
export const signInResponseSchema = z.union([authResponseSchema, secondFactorChallengeSchema]);

/** POST /api/me/second-factor/totp: a new secret to add to an authenticator app (not active until confirmed). */
export const totpEnrolmentSchema = z.strictObject({
  secret: z.string().describe('Base32, for typing into an authenticator app'),
  otpauthUrl: z.string().describe('otpauth://totp/… URI, for a QR code'),
});

/** New recovery codes: shown once (a replay of the request answers without them). */
export const recoveryCodesSchema = z.strictObject({
  recoveryCodes: z.array(z.string()).optional().describe(`${RECOVERY_CODE_COUNT} single-use codes, shown only in this answer`),
});

/** GET /api/me/second-factor */
export const secondFactorStatusSchema = z.strictObject({
  totp: z.boolean().describe('An authenticator app is set up'),
  recoveryCodesLeft: z.number().int().min(0),
  passkeys: z.number().int().min(0),
});

export type TotpCodeInput = z.infer<typeof totpCodeSchema>;
export type SecondFactorStepInput = z.infer<typeof secondFactorStepSchema>;
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;
export type SignInResponse = z.infer<typeof signInResponseSchema>;
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;
