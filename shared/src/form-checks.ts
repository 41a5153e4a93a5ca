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
 * Client-side checks for forms with a confirm field, in the spec's order:
 * every field filled, then a valid e-mail, then matching passwords.
 */
export function checkRegisterForm(f: { name: string; email: string; password: string; confirm: string }): string | null {
  if (!f.name.trim() || !f.email.trim() || !f.password || !f.confirm) return MSG.allFieldsRequired;
  if (!isPlainText(f.name.trim())) return MSG.nameInvalidCharacters;
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
