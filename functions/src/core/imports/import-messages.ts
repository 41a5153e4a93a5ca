/**
 * The import queue's messages: one step of one import each. `read` page n (from the source's
 * `cursor`), `write` page n, `history` of page n's links from `from` on (a rate limit may stop a
 * page part-way: what is read so far is kept, the rest sent again later).
 */
export type ImportMessage =
  | { kind: 'read'; importId: string; page: number; cursor: string | null }
  | { kind: 'write'; importId: string; page: number }
  | { kind: 'history'; importId: string; page: number; from: number };

const isPage = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1;

/** A message body as sent, or null for anything else. */
export function parseImportMessage(body: unknown): ImportMessage | null {
  if (typeof body !== 'object' || body === null) return null;
  const m = body as Record<string, unknown>;
  if (typeof m.importId !== 'string' || !isPage(m.page)) return null;
  if (m.kind === 'read' && (m.cursor === null || typeof m.cursor === 'string')) return { kind: 'read', importId: m.importId, page: m.page, cursor: m.cursor };
  if (m.kind === 'write') return { kind: 'write', importId: m.importId, page: m.page };
  if (m.kind === 'history' && typeof m.from === 'number' && Number.isInteger(m.from) && m.from >= 0)
    return { kind: 'history', importId: m.importId, page: m.page, from: m.from };
  return null;
}
