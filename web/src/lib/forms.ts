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
    case MSG.passwordTooCommon:
      return order.filter((k) => k === 'password');
    default:
      return [];
  }
}

/** What a form shows of a failed submit: the message (role=alert) and the fields it marks invalid. */
export interface FormErrorState<K extends string> {
  error: string | null;
  invalid: readonly K[];
}

export const NO_FORM_ERROR: FormErrorState<never> = { error: null, invalid: [] };

/**
 * A field changed, so what was said about it may no longer hold: the field is no longer
 * marked, and the message goes once no marked field is left — at once for a message about
 * no field in particular (a server answer such as 'Incorrect e-mail or password').
 * 'All fields are required' over two empty fields stays while the other is still marked.
 */
export function clearFieldError<K extends string>(state: FormErrorState<K>, field: K): FormErrorState<K> {
  if (state.error === null && state.invalid.length === 0) return state;
  if (state.invalid.length > 0 && !state.invalid.includes(field)) return state;
  const invalid = state.invalid.filter((k) => k !== field);
  return { error: invalid.length > 0 ? state.error : null, invalid };
}
