/**
 * How link search compares text: both the index's entries and the query are folded the way
 * people type — without the accents and the Turkish dotted/dotless i's they leave out on a
 * phone or an English keyboard — so "istanbul" finds "İstanbul’da" and "ISIK" finds "ışık".
 */

/** Combining marks that are accents (Latin, Greek, Cyrillic diacritics and Arabic harakat). Marks that spell a letter (Devanagari vowel signs, Thai) stay. */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the class lists combining marks on purpose, each matched alone.
const ACCENTS = /[\u0300-\u036f\u0483-\u0489\u064b-\u065f\u0670\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;
/** Apostrophes and quotes people use for one another (’ in Turkish suffixes, ' typed). */
const APOSTROPHES = /[\u2018\u2019\u201b\u02bc\u02b9\u2032\u00b4\uff07]/g;
/** Letters that NFKD leaves whole but people type as plain Latin ones (matched after lower-casing, so `ẞ` → `ß` → `ss`). */
const LETTERS: Record<string, string> = { ı: 'i', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', æ: 'ae', œ: 'oe' };
const LETTERS_RE = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/**
 * The text as search compares it: apostrophes made one, compatibility forms unfolded (NFKD:
 * `ﬁ` → `fi`, full-width → ASCII), accents dropped (İ/I/ı → i, ş → s, ğ → g, ç → c, ö → o,
 * ü → u, é → e), lower-cased without a locale, and composed again (NFC keeps Hangul syllables).
 * Idempotent: folding folded text changes nothing, so text folded twice still matches. Pure
 * ASCII only needs lower-casing, so it skips the rest.
 */
export function foldSearchText(text: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/[^\u0000-\u007f]/.test(text)) return text.toLowerCase();
  return text
    .replace(APOSTROPHES, "'")
    .normalize('NFKD')
    .replace(ACCENTS, '')
    .toLowerCase()
    .replace(LETTERS_RE, (ch) => LETTERS[ch]!)
    .normalize('NFC');
}
