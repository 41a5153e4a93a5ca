import type { BulkColumns } from '@kisa/shared';

/** Column names a file may use for aliases: not taken from a file (each link gets a random one), and said so. */
const ALIAS_COLUMNS = new Set(['alias', 'short url', 'shorturl', 'short_url', 'code', 'slug']);

/**
 * Which of a bulk file's columns were read and which were not: "Columns read: Title, URL. Not
 * read: Notes." A column for aliases says links get random ones, rather than being dropped
 * without a word.
 */
export function columnsText({ read, ignored }: BulkColumns): string {
  const readText = read.length ? `Columns read: ${read.join(', ')}.` : 'No column was read.';
  if (!ignored.length) return readText;
  const alias = ignored.filter((c) => ALIAS_COLUMNS.has(c.toLowerCase()));
  const other = ignored.filter((c) => !ALIAS_COLUMNS.has(c.toLowerCase()));
  const parts = [
    ...(other.length ? [`Not read: ${other.join(', ')}.`] : []),
    ...(alias.length ? [`${alias.join(', ')}: aliases are not taken from a file yet; each link gets a random alias.`] : []),
  ];
  return `${readText} ${parts.join(' ')}`;
}
