/**
 * Single-line free text (user and member names, link titles, tag names, UTM values, API key,
 * campaign, rule and variant names, webhook descriptions, e-mail addresses): what may be stored
 * and shown back. Zod-free, so the web forms use the same rule as the API's schemas.
 *
 * Refused: C0 controls (NUL, ESC, tab, CR, LF, …), DEL and the C1 controls, the line and
 * paragraph separators U+2028/U+2029, the bidirectional embeddings and overrides
 * (U+202A–U+202E) and isolates (U+2066–U+2069), which can make a name or title display as
 * something else, lone surrogates (not text at all), the invisible characters (Unicode's
 * default-ignorable code points: zero-width space U+200B, word joiner U+2060, soft hyphen
 * U+00AD, Hangul filler U+3164, Arabic letter mark U+061C, a BOM inside the text, …) and the
 * other format characters (interlinear annotation U+FFF9–U+FFFB, …) that make a name look empty
 * or like another, and tag characters U+E0000–U+E007F outside an emoji tag sequence (🏴 + tags +
 * cancel tag, the flags of England, Scotland, Wales).
 *
 * Allowed: letters of every script, emoji and what they are built with — ZWJ U+200D, ZWNJ
 * U+200C (Persian and Indic text), variation selectors (U+FE00–U+FE0F, the ideographic ones
 * U+E0100–U+E01EF, Mongolian's U+180B–U+180D/U+180F), flag tag sequences — the Arabic and
 * other prepended number signs (visible, Cf by category), and the directional marks
 * U+200E/U+200F: unlike overrides they reorder nothing, they only settle the direction of
 * neutral characters beside them, which mixed Hebrew/Arabic and Latin text needs.
 *
 * And text that is not empty must show something: with whitespace (NBSP, U+3000 …), the
 * braille blank U+2800 and the allowed invisibles (joiners, marks, selectors) taken out,
 * something must remain. Whitespace at either end is trimmed by the schemas before this check,
 * so a pasted trailing newline is not an error; emptiness itself is each field's own message.
 */
/** An emoji tag sequence (UTS #51 ED-14a): a base emoji, tag characters, the cancel tag. */
const TAG_SEQUENCE = String.raw`\p{Emoji}\ufe0f?[\u{e0020}-\u{e007e}]+\u{e007f}`;
/** Format characters that print something (prepended concatenation marks such as the Arabic number sign). */
const VISIBLE_FORMAT = String.raw`\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u{110bd}\u{110cd}`;
/** Invisibles that scripts and emoji are built with: joiners, marks, variation selectors. */
const ALLOWED_INVISIBLE = String.raw`\u200c-\u200f\ufe00-\ufe0f\u{e0100}-\u{e01ef}\u180b-\u180d\u180f`;
const FORBIDDEN = String.raw`[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}|(?![${ALLOWED_INVISIBLE}${VISIBLE_FORMAT}])[\p{Default_Ignorable_Code_Point}\p{Cf}]`;
const FORBIDDEN_RE = new RegExp(FORBIDDEN, 'u');
/** A valid tag sequence (kept) or a forbidden character (taken out), left to right. */
const SEQUENCE_OR_FORBIDDEN_RE = new RegExp(`(${TAG_SEQUENCE})|${FORBIDDEN}`, 'gu');
/** What shows nothing: whitespace, the braille blank, the allowed invisibles. */
const BLANK_RE = new RegExp(String.raw`[\s\u2800${ALLOWED_INVISIBLE}]`, 'gu');
/** The forbidden characters that break a line: they become a space when text is cleaned. */
const LINE_BREAKS_RE = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;

/** The text with each valid tag sequence's tags taken out (its base emoji stays), so stray tags remain to be judged. */
const withoutTagSequences = (value: string) => value.replace(SEQUENCE_OR_FORBIDDEN_RE, (m: string, seq?: string) => (seq ? [...seq][0]! : m));

/** Whether a text shows something besides blanks (empty text does not). */
const hasVisibleCharacter = (value: string) => withoutTagSequences(value).replace(BLANK_RE, '') !== '';

/** Whether a text holds none of the refused characters and, unless empty, shows something. */
export function isPlainText(value: string): boolean {
  if (value === '') return true;
  return !FORBIDDEN_RE.test(withoutTagSequences(value)) && hasVisibleCharacter(value);
}

/**
 * The text with the refused characters taken out (line breaks and tabs become one space), for
 * text that arrives in bulk or from elsewhere (bulk titles, fetched page titles), where dropping
 * the value would lose more than cleaning it; text that would show nothing becomes ''.
 */
export function toPlainText(value: string): string {
  const cleaned = value.replace(LINE_BREAKS_RE, ' ').replace(SEQUENCE_OR_FORBIDDEN_RE, (_m: string, seq?: string) => seq ?? '');
  return hasVisibleCharacter(cleaned) ? cleaned : '';
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
