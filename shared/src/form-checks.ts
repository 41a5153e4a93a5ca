import { MSG } from './messages.js';
import { isPlainText } from './text-rules.js';

/**
 * Client-side form checks with the spec's messages. Kept free of zod so the web bundle can
 * use them without pulling in the schema library; validation.ts re-exports everything here.
 */

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 8;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_RE.test(value) && isPlainText(value);
}

/**
 * A new account's name, e-mail and password typed twice, in the spec's order: every field
 * filled, a plain-text name, a valid e-mail, then the password rule below. Sign-up and the
 * team's Create New Member ask the same and say the same.
 */
export function checkNewAccountForm(f: { name: string; email: string; password: string; confirm: string }): string | null {
  if (!f.name.trim() || !f.email.trim() || !f.password || !f.confirm) return MSG.allFieldsRequired;
  if (!isPlainText(f.name.trim())) return MSG.nameInvalidCharacters;
  if (!isEmail(f.email.trim())) return MSG.invalidEmail;
  return checkNewPasswordForm(f);
}

/**
 * A new password typed twice: both filled, the same, long enough (the schemas also refuse a
 * guessable one, password-rules.ts: its list stays out of the web app's initial bundle). The reset-password form
 * and the owner's Set Password on a member ask the same and say the same.
 */
export function checkNewPasswordForm(f: { password: string; confirm: string }): string | null {
  if (!f.password || !f.confirm) return MSG.allFieldsRequired;
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
