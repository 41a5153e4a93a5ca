import { MSG } from '@kisa/shared';

/**
 * Which fields a client-side validation message refers to, in form order, so the form can
 * mark them invalid and focus the first one. Field names follow the shared check* helpers.
 */
export function invalidFields<K extends string>(message: string | null, values: Record<K, string>, order: readonly K[]): K[] {
  if (!message) return [];
  switch (message) {
    case MSG.allFieldsRequired:
      return order.filter((k) => !values[k]?.trim());
    case MSG.invalidEmail:
      return order.filter((k) => k === 'email');
    case MSG.passwordsDoNotMatch:
      return order.filter((k) => k === 'confirm');
    case MSG.passwordTooShort:
      return order.filter((k) => k === 'password');
    default:
      return [];
  }
}
