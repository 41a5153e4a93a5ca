/** Page cursors of the admin lists: DynamoDB's LastEvaluatedKey as base64url JSON (opaque to clients). */
export const encodeCursor = (key: Record<string, unknown> | undefined): string | undefined =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;

export function decodeCursor(cursor: string | undefined): Record<string, unknown> | undefined {
  if (!cursor || cursor.length > 2000) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    // Only string key attributes: anything else is not a cursor we gave out.
    if (typeof key !== 'object' || key === null || Array.isArray(key) || !Object.values(key).every((v) => typeof v === 'string')) return undefined;
    return key as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
