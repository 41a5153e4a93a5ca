import { z } from 'zod';
import { MSG } from './messages.js';

/** Validation rules shared by the web forms and the API, with the spec's messages. */

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 8;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_RE.test(value);
}

const required = (max: number) =>
  z.string({ error: MSG.allFieldsRequired }).trim().min(1, MSG.allFieldsRequired).max(max);

const email = required(EMAIL_MAX)
  .transform((v) => v.toLowerCase())
  .refine(isEmail, MSG.invalidEmail);

const newPassword = z
  .string({ error: MSG.allFieldsRequired })
  .min(1, MSG.allFieldsRequired)
  .min(PASSWORD_MIN, MSG.passwordTooShort)
  .max(PASSWORD_MAX);

export const signupSchema = z.object({ name: required(NAME_MAX), email, password: newPassword });
export const signinSchema = z.object({
  email,
  password: z.string({ error: MSG.allFieldsRequired }).min(1, MSG.allFieldsRequired).max(PASSWORD_MAX),
});
export const recoverSchema = z.object({ email });
export const resendVerificationSchema = z.object({ email });
export const resetSchema = z.object({ password: newPassword });

export type SignupInput = z.infer<typeof signupSchema>;
export type SigninInput = z.infer<typeof signinSchema>;
export type RecoverInput = z.infer<typeof recoverSchema>;
export type ResetInput = z.infer<typeof resetSchema>;

/** The first message of a failed parse: what the forms and the API show. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? MSG.unknownError;
}

/**
 * Client-side checks for forms with a confirm field, in the spec's order:
 * every field filled, then a valid e-mail, then matching passwords.
 */
export function checkRegisterForm(f: { name: string; email: string; password: string; confirm: string }): string | null {
  if (!f.name.trim() || !f.email.trim() || !f.password || !f.confirm) return MSG.allFieldsRequired;
  if (!isEmail(f.email.trim())) return MSG.invalidEmail;
  if (f.password !== f.confirm) return MSG.passwordsDoNotMatch;
  if (f.password.length < PASSWORD_MIN) return MSG.passwordTooShort;
  return null;
}

export function checkSigninForm(f: { email: string; password: string }): string | null {
  if (!f.email.trim() || !f.password) return MSG.allFieldsRequired;
  if (!isEmail(f.email.trim())) return MSG.invalidEmail;
  return null;
}

export function checkRecoverForm(f: { email: string }): string | null {
  if (!f.email.trim()) return MSG.allFieldsRequired;
  if (!isEmail(f.email.trim())) return MSG.invalidEmail;
  return null;
}

export function checkResetForm(f: { password: string; confirm: string }): string | null {
  if (!f.password || !f.confirm) return MSG.allFieldsRequired;
  if (f.password !== f.confirm) return MSG.passwordsDoNotMatch;
  if (f.password.length < PASSWORD_MIN) return MSG.passwordTooShort;
  return null;
}
