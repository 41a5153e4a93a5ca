import * as z from 'zod';
import { MSG } from './messages.js';

/**
 * The query parameters lists share, each refusing what its bounds do not take (with the
 * parameter's own message) rather than falling back: a client that asks for `limit=1000`
 * learns at once that it gets at most 100, not silently fewer rows than it thinks.
 *
 * Numbers are coerced from the query string's text (`z.coerce`), which keeps their input side
 * a plain integer with its bounds and default: the OpenAPI document (zod's input JSON Schema)
 * then says `type: integer, minimum, maximum, default` rather than `type: string`.
 */

/** The highest page number a list takes (a client paging further should page by cursor). */
export const PAGE_MAX = 1_000_000;

/** The longest cursor a list takes (each gives out far shorter ones). */
export const CURSOR_MAX_CHARS = 1000;

const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** `page`: from 1 to PAGE_MAX, 1 when missing. */
export const pageParam = () => wholeNumber(1, PAGE_MAX, MSG.pageInvalid).optional().default(1);

/** `limit`: rows per page, from 1 to `max`, `fallback` when missing. */
export const limitParam = (fallback: number, max: number) => wholeNumber(1, max, MSG.limitInvalid(max)).optional().default(fallback);

/**
 * `cursor`: the previous answer's, as given (the list decodes it and refuses one it did not give
 * out); empty is none, so a loop may start with `cursor=` and go on with each `nextCursor`.
 */
export const cursorParam = () =>
  z
    .string({ error: MSG.cursorInvalid })
    .max(CURSOR_MAX_CHARS, { error: MSG.cursorInvalid })
    .optional()
    .transform((v) => v || undefined);

/**
 * A page number from the app's address bar (`?page=`): what the lists take, so a typed or
 * stale address never asks for a page the API refuses (anything else is page 1, a page past
 * the last is PAGE_MAX).
 */
export function pageFromAddress(raw: string | null | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, PAGE_MAX) : 1;
}
