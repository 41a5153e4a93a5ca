import { invalidCursor } from '#lib/list-cursor.js';

/**
 * Page cursors of the admin lists: DynamoDB's LastEvaluatedKey as base64url JSON (opaque to
 * clients). Each list says which keys are its own (`isOurs`: the attributes and the partition
 * it reads); a cursor that does not decode to one → 400, never a read from another key range.
 */
export const encodeCursor = (key: Record<string, unknown> | undefined): string | undefined =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;

export function decodeCursor(cursor: string | undefined, isOurs: (key: Readonly<Record<string, string>>) => boolean): Record<string, string> | undefined {
  if (cursor === undefined) return undefined;
  const key = parseKey(cursor);
  if (!key || !isOurs(key)) throw invalidCursor();
  return key;
}

/** A key of exactly these attributes, with `fixed` ones holding these values. */
export const keyOf =
  (attributes: readonly string[], fixed: Readonly<Record<string, string>>) =>
  (key: Readonly<Record<string, string>>): boolean =>
    Object.keys(key).sort().join() === [...attributes].sort().join() && Object.entries(fixed).every(([name, value]) => key[name] === value);

function parseKey(cursor: string): Record<string, string> | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    // Only string key attributes: anything else is not a cursor we gave out.
    if (typeof key !== 'object' || key === null || Array.isArray(key) || !Object.values(key).every((v) => typeof v === 'string')) return undefined;
    return key as Record<string, string>;
  } catch {
    return undefined;
  }
}
