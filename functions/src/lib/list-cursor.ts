import { MSG } from '@kisa/shared';
import { createHash } from 'node:crypto';
import { badRequest } from './errors.js';

/**
 * The cursors of the lists that page by key (`nextCursor` → `cursor`): where the next page
 * starts (the sort key of the last row answered) and which list it belongs to (a digest of
 * the list's name and owner, e.g. `links:{teamId}`), as base64url JSON — opaque to clients.
 *
 * A cursor never chooses whose rows are read: the list reads the caller's own partition and
 * takes only the position from the cursor. The digest is there so that a cursor of another
 * list or team, or one that was never given out, is refused (400) instead of quietly paging
 * somewhere else; it is not a secret (nothing a forged cursor could reach needs one).
 */

const listDigest = (list: string) => createHash('sha256').update(list).digest('base64url').slice(0, 16);

export function encodeListCursor(list: string, after: string): string {
  return Buffer.from(JSON.stringify({ l: listDigest(list), a: after })).toString('base64url');
}

/**
 * The position a cursor of `list` starts after; undefined without a cursor. A cursor that does
 * not decode, belongs to another list, or holds a position `isPosition` does not take → 400,
 * the `cursor` parameter named.
 */
export function decodeListCursor(cursor: string | undefined, list: string, isPosition: (after: string) => boolean): string | undefined {
  if (cursor === undefined) return undefined;
  const decoded = parseCursor(cursor);
  if (!decoded || decoded.l !== listDigest(list) || !isPosition(decoded.a)) throw invalidCursor();
  return decoded.a;
}

/** 400 for the `cursor` parameter (also for the admin lists' key cursors). */
export const invalidCursor = () => badRequest(MSG.cursorInvalid, [{ pointer: 'cursor', detail: MSG.cursorInvalid, code: 'cursor-invalid' }]);

function parseCursor(cursor: string): { l: string; a: string } | undefined {
  const value = parseCursorJson(cursor);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { l, a, ...rest } = value as Record<string, unknown>;
  return typeof l === 'string' && typeof a === 'string' && Object.keys(rest).length === 0 ? { l, a } : undefined;
}

/**
 * Key cursors, for the lists that page by DynamoDB's LastEvaluatedKey (the admin users,
 * moderation queue and log, the blocklist): the key as base64url JSON. Each list says which
 * keys are its own (`isOurs`: the attributes and the partition it reads); a cursor that does not
 * decode to one → 400, never a read from another key range.
 */
export const encodeKeyCursor = (key: Record<string, unknown> | undefined): string | undefined =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;

export function decodeKeyCursor(cursor: string | undefined, isOurs: (key: Readonly<Record<string, string>>) => boolean): Record<string, string> | undefined {
  if (cursor === undefined) return undefined;
  const key = parseCursorJson(cursor);
  // Only string key attributes: anything else is not a cursor we gave out.
  const isKey = typeof key === 'object' && key !== null && !Array.isArray(key) && Object.values(key).every((v) => typeof v === 'string');
  if (!isKey || !isOurs(key as Record<string, string>)) throw invalidCursor();
  return key as Record<string, string>;
}

/** A key of exactly these attributes, with `fixed` ones holding these values. */
export const keyOf =
  (attributes: readonly string[], fixed: Readonly<Record<string, string>>) =>
  (key: Readonly<Record<string, string>>): boolean =>
    Object.keys(key).sort().join() === [...attributes].sort().join() && Object.entries(fixed).every(([name, value]) => key[name] === value);

/** Base64url JSON, as both kinds of cursor are; undefined for anything else. */
function parseCursorJson(cursor: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
