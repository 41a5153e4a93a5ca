/**
 * JSON for an SQS message body. SQS refuses bodies holding characters outside #x9 | #xA |
 * #xD | #x20–#xD7FF | #xE000–#xFFFD | #x10000–#x10FFFF (InvalidMessageContents); JSON.stringify
 * already escapes controls and lone surrogates but writes U+FFFE/U+FFFF as they are, and
 * emulators (fauxqs) also refuse astral characters (emoji). Those are written as \u escapes,
 * which JSON.parse reads back as the same text: a title, a tag or a name holding one must
 * never keep a message off a queue (bulk parts, webhook events).
 */
export const sqsJson = (value: unknown): string => JSON.stringify(value).replace(/[\ud800-\udfff\ufffe\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
