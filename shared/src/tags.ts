/**
 * Tags: a team's labels for its links, their limits, colours and messages. A link
 * carries tag ids (`tagIds` in requests, `tags` resolved in answers); a tag's name is the
 * team's, unique in any case. docs/DATA-MODEL.md "Tags" has the keys.
 */
import { isPlainText } from './text-rules.js';

/** The colours a tag may have; the web app maps each to a pair that passes contrast. */
export const TAG_COLORS = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink', 'brown'] as const;
export type TagColor = (typeof TAG_COLORS)[number];

export const TAG_NAME_MAX = 40;
export const TAGS_PER_TEAM_MAX = 500;
export const TAGS_PER_LINK_MAX = 10;
/** Tags a list filter may name (any of them matches). */
export const TAG_FILTER_MAX = 10;
/** Between tag names in a bulk file's `tags` column (so a name cannot hold one). */
export const BULK_TAG_SEPARATOR = ',';

export const TAG_MSG = {
  nameRequired: 'Please enter a tag name.',
  nameTooLong: `Tag names are at most ${TAG_NAME_MAX} characters.`,
  nameInvalid: 'Tag names cannot contain commas, control or invisible characters.',
  nameTaken: 'Your team has a tag with this name already.',
  colorInvalid: `Colour must be one of ${TAG_COLORS.join(', ')}.`,
  notFound: 'Tag not found',
  limit: `A team can have at most ${TAGS_PER_TEAM_MAX} tags.`,
  perLinkLimit: `A link can have at most ${TAGS_PER_LINK_MAX} tags.`,
  tagIdsInvalid: `tagIds must be a list of at most ${TAGS_PER_LINK_MAX} tag ids.`,
  unknownTag: 'One of these tags does not exist (deleted meanwhile?): reload and try again.',
  filterInvalid: `Filter by at most ${TAG_FILTER_MAX} tags.`,
  deleted: 'Tag deleted',
} as const;

/** A tag name as stored: trimmed, inner runs of spaces made one. */
export const normalizeTagName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** The key that makes names unique in a team: case-folded the same way for every script (İ/i, ß). */
export const tagNameKey = (name: string): string => normalizeTagName(name).normalize('NFKC').toLocaleLowerCase('und');

/** The message for a bad name, or null. */
export function checkTagName(name: string): string | null {
  const n = normalizeTagName(name);
  if (!n) return TAG_MSG.nameRequired;
  if ([...n].length > TAG_NAME_MAX) return TAG_MSG.nameTooLong;
  // The plain-text rule of every user-visible name (invisible, bidi, control characters), and no separator.
  if (n.includes(BULK_TAG_SEPARATOR) || !isPlainText(n)) return TAG_MSG.nameInvalid;
  return null;
}

/** A bulk file's `tags` cell: names split at commas, normalised, empty ones dropped, repeats (in any case) once. */
export function parseTagCell(cell: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of cell.split(BULK_TAG_SEPARATOR)) {
    const name = normalizeTagName(part);
    if (!name || seen.has(tagNameKey(name))) continue;
    seen.add(tagNameKey(name));
    names.push(name);
  }
  return names;
}
