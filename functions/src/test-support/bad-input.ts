/**
 * Hostile input for API tests: ids that cannot exist and
 * free text with the characters the shared text rule refuses (shared/src/text-rules.ts).
 */

/** A 3,000-character path id: longer than DynamoDB allows a key (1,024 bytes) or Cognito a user name. */
export const LONG_ID = 'x'.repeat(3000);

/** One text per refused character class, each inside the text (the ends are trimmed first). */
export const BAD_TEXTS: ReadonlyArray<readonly [what: string, text: string]> = [
  ['NUL', 'Ev\u0000il'],
  ['ESC (ANSI colour)', 'Ev\u001b[31mil'],
  ['CR/LF', 'Ev\r\nil'],
  ['C1 control (NEL)', 'Ev\u0085il'],
  ['bidi override (RLO)', 'Ev\u202eil'],
  ['bidi isolate (RLI)', 'Ev\u2067il'],
  ['lone surrogate', 'Ev\ud800il'],
];
