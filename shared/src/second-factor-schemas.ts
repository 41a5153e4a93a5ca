import * as z from 'zod';
import { authResponseSchema } from './account-responses.js';
import { passkeySignInOptionsResponseSchema, passkeySignInSchema } from './passkey-schemas.js';
import { SECOND_FACTOR_METHODS, SECOND_FACTOR_MSG, RECOVERY_CODE_COUNT, TOTP_DIGITS } from './second-factor.js';

/** The second factor routes' requests and answers (rules in second-factor.ts). */

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
