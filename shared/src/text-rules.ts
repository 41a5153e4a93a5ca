/**
 * Single-line free text (user and member names, link titles, UTM values, API key and
 * campaign names, e-mail addresses): what may be stored and shown back. Zod-free, so the
 * web forms use the same rule as the API's schemas.
 *
 * Refused: C0 controls (NUL, ESC, tab, CR, LF, …), DEL and the C1 controls, the line and
 * paragraph separators U+2028/U+2029, the bidirectional embeddings and overrides
 * (U+202A–U+202E) and isolates (U+2066–U+2069), which can make a name or title display as
 * something else, lone surrogates (not text at all), and the invisible characters (Unicode's
 * default-ignorable code points: zero-width space U+200B, word joiner U+2060, soft hyphen
 * U+00AD, Hangul filler U+3164, Arabic letter mark U+061C, a BOM inside the text, …) that make a
 * name look empty or like another (issue 22). Ordinary letters of every script, emoji and what
 * they are built with (ZWJ U+200D, ZWNJ U+200C in Persian and Indic text, variation selectors,
 * flag tags) and the directional marks U+200E/U+200F stay allowed. Whitespace at either end is
 * trimmed by the schemas before this check, so a pasted trailing newline is not an error.
 */
const FORBIDDEN_RE =
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}|(?![\u200c-\u200f\ufe00-\ufe0f\u{e0020}-\u{e007f}])\p{Default_Ignorable_Code_Point}/u;
const FORBIDDEN_ALL_RE = new RegExp(FORBIDDEN_RE.source, 'gu');
/** The forbidden characters that break a line: they become a space when text is cleaned. */
const LINE_BREAKS_RE = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;

/** Whether a text holds none of the refused characters. */
export function isPlainText(value: string): boolean {
  return !FORBIDDEN_RE.test(value);
}

/**
 * The text with the refused characters taken out (line breaks and tabs become one space),
 * for text that arrives in bulk or from elsewhere (bulk titles, fetched page titles), where
 * dropping the value would lose more than cleaning it.
 */
export function toPlainText(value: string): string {
  return value.replace(LINE_BREAKS_RE, ' ').replace(FORBIDDEN_ALL_RE, '');
}

/**
 * Multi-line text as one line: each line trimmed, empty lines dropped, the rest joined by one
 * space. Linear on purpose: the regex it replaces (whitespace, a line break, whitespace) backtracks quadratically
 * on a long run of spaces without a line break — 40,000 spaces took 1.7 s, and a 10 MB request
 * body stalled the local gateway's event loop for every request (found by the bad-input test).
 */
export function joinLines(value: string): string {
  return value
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
}
