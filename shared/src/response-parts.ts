import * as z from 'zod';
import { isEmail } from './form-checks.js';

/**
 * Building blocks of the response schemas (the *-responses.ts files). Not re-exported from
 * the package: only the schemas built from them are the contract.
 */

/** A count: a whole number, 0 or more. */
export const count = z.number().int().nonnegative();

/** An instant as the API writes it: ISO 8601 in UTC (`2025-04-01T09:30:00.000Z`). */
export const instant = z.iso.datetime();

/** An e-mail address as the API stores it (the shared isEmail rule). */
export const emailAddress = z.string().refine(isEmail, 'Expected an e-mail address').meta({ format: 'email' });

/** Who did something: a user's id and name. */
export const userRef = z.strictObject({ id: z.string(), name: z.string() });

/** A page cursor: pass it back for the next page; absent on the last. */
export const cursor = z.string().optional().describe('Pass back as `cursor` for the next page; absent on the last');

/** The cursor of the page after this one, on the lists that page by number as well as by cursor. */
export const nextCursor = z
  .string()
  .optional()
  .describe('Pass back as `cursor` for the page after this one; absent on the last page. Opaque, bound to this list (and team)');

/**
 * An http(s) URL as the API stores and sends it: its WHATWG serialization (`new URL(x).href`).
 * Not `format: uri`: the URL Standard keeps characters RFC 3986 does not allow (`|`, `^`, `{`,
 * `}` in a path or query) as they are, and the serialization is what browsers send and follow.
 */
export const storedUrl = z.string().describe('An http(s) URL as its WHATWG serialization (`new URL(x).href`), ASCII');
