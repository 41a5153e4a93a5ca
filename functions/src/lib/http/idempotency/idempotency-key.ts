import { MSG } from '@kisa/shared';
import { IDEMPOTENCY } from '@kisa/shared/api';
import { badRequest } from '#lib/errors.js';

/** 1–255 characters from space to tilde: the draft's key is a structured-field string, which allows exactly these. */
const PRINTABLE_ASCII = new RegExp(`^[\\x20-\\x7E]{1,${IDEMPOTENCY.maxLength}}$`);
/** A structured-field string (RFC 8941): in double quotes, `\"` and `\\` escaped. */
const SF_STRING = /^"((?:[^"\\]|\\["\\])*)"$/;

/**
 * The request's Idempotency-Key: undefined without the header, else the key (400 unless 1–255
 * printable ASCII characters). The draft writes the key as a structured-field string
 * (`Idempotency-Key: "8e03…"`); most clients send it bare (`Idempotency-Key: 8e03…`): both are
 * taken, unquoted first, so `"abc"` and `abc` are the same key.
 */
export function idempotencyKeyOf(headers: Readonly<Record<string, string | undefined>>): string | undefined {
  const raw = headers[IDEMPOTENCY.header.toLowerCase()];
  if (raw === undefined) return undefined;
  const value = raw.trim();
  const quoted = SF_STRING.exec(value);
  const key = quoted ? quoted[1]!.replace(/\\(["\\])/g, '$1') : value;
  if (!PRINTABLE_ASCII.test(key)) throw badRequest(MSG.idempotencyKeyInvalid);
  return key;
}
