import { translateNow } from '@/lib/i18n';

/**
 * The Expiration tab's date (pure; unit-tested). The picker is pre-filled with today (the
 * spec's default) so a user who wants a date starts from today, but a pre-filled date alone
 * never expires the link: a date is saved only when the link already has one or the user
 * set one in the picker (`chosen`).
 */

/** The `expiry.date` a save sends: the value (null when cleared) once chosen, else nothing (kept as it is). */
export function expiryDateToSave(value: string, chosen: boolean): string | null | undefined {
  if (!chosen) return undefined;
  return value.trim() || null;
}

/** The date field's hint: what the date does now. */
export function expiryDateHint(chosen: boolean): string {
  return chosen ? translateNow('editor.expiration.dateSet') : translateNow('editor.expiration.dateUnset');
}
