import type { BulkColumns } from '@kisa/shared';
import { translateNow } from '@/lib/i18n';

/**
 * Which of a bulk file's columns were read and which were not: "Columns read: Title, URL, Alias.
 * Not read: Notes." — a column the app does not take is said, rather than dropped without a word.
 */
export function columnsText({ read, ignored }: BulkColumns): string {
  const readText = read.length ? translateNow('campaigns.columns.read', { columns: read.join(', ') }) : translateNow('campaigns.columns.none');
  return ignored.length ? translateNow('campaigns.columns.ignored', { read: readText, columns: ignored.join(', ') }) : readText;
}
