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
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const { l, a, ...rest } = value as Record<string, unknown>;
    return typeof l === 'string' && typeof a === 'string' && Object.keys(rest).length === 0 ? { l, a } : undefined;
  } catch {
    return undefined;
  }
}
