import * as z from 'zod';
// Namespace import: lets bundlers drop the parts of zod nobody uses (~510 KB → ~140 KB per API function).
import { localeSchema } from './i18n/locale-schema.js';
import { MSG } from './messages.js';
import { EMAIL_MAX, isEmail, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './form-checks.js';
import { isGuessablePassword } from './password-rules.js';
import { isPlainText } from './text-rules.js';

/** Validation rules shared by the web forms and the API, with the spec's messages. */

export * from './form-checks.js';

const required = (max: number) => z.string({ error: MSG.allFieldsRequired }).trim().min(1, MSG.allFieldsRequired).max(max);

const email = required(EMAIL_MAX)
  .transform((v) => v.toLowerCase())
  .refine(isEmail, MSG.invalidEmail);

const newPassword = z
  .string({ error: MSG.allFieldsRequired })
  .min(1, MSG.allFieldsRequired)
  .min(PASSWORD_MIN, MSG.passwordTooShort)
  .max(PASSWORD_MAX)
  .refine((v) => !isGuessablePassword(v), MSG.passwordTooCommon);

/** `locale`: the language the sign-up screen was in, which the verification mail is written in and the profile keeps. */
export const signupSchema = z.object({
  name: required(NAME_MAX).refine(isPlainText, MSG.nameInvalidCharacters),
  email,
  password: newPassword,
  locale: localeSchema.optional(),
});
export const signinSchema = z.object({
  email,
  password: z.string({ error: MSG.allFieldsRequired }).min(1, MSG.allFieldsRequired).max(PASSWORD_MAX),
});
export const recoverSchema = z.object({ email });
export const resendVerificationSchema = z.object({ email });
export const resetSchema = z.object({ password: newPassword });

export type SignupInput = z.output<typeof signupSchema>;
export type SigninInput = z.output<typeof signinSchema>;

/** The first message of a failed parse: what the forms and the API show. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? MSG.unknownError;
}
