import type { BulkColumns } from '@kisa/shared';

/**
 * Which of a bulk file's columns were read and which were not: "Columns read: Title, URL, Alias.
 * Not read: Notes." — a column the app does not take is said, rather than dropped without a word.
 */
export function columnsText({ read, ignored }: BulkColumns): string {
  const readText = read.length ? `Columns read: ${read.join(', ')}.` : 'No column was read.';
  return ignored.length ? `${readText} Not read: ${ignored.join(', ')}.` : readText;
}
