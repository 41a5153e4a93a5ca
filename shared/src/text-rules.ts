/**
 * Single-line free text (user and member names, link titles, UTM values, API key and
 * campaign names, e-mail addresses): what may be stored and shown back. Zod-free, so the
 * web forms use the same rule as the API's schemas.
 *
 * Refused: C0 controls (NUL, ESC, tab, CR, LF, …), DEL and the C1 controls, the line and
 * paragraph separators U+2028/U+2029, the bidirectional embeddings and overrides
 * (U+202A–U+202E) and isolates (U+2066–U+2069), which can make a name or title display as
 * something else, and lone surrogates (not text at all). Ordinary letters of every script,
 * emoji and the directional marks U+200E/U+200F stay allowed. Whitespace at either end is
 * trimmed by the schemas before this check, so a pasted trailing newline is not an error.
 */
const FORBIDDEN_RE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;
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
