import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What an operation tells the audit log about itself while it runs (the API chain opens one
 * context per audited request: lib/http/middleware/audit-trail.ts). Domain code calls
 * `noteChange(before, after)` where it knows both sides of an edit, and `noteAuditTeam` where the
 * team is not the caller's (a public route: an invitation answered). Outside a context (a worker,
 * a test of core) both do nothing.
 */

export type NotedChanges = Record<string, { before?: unknown; after?: unknown }>;

export interface AuditContext {
  /** Where the request came from (set by the chain): for entries core records itself (a refused sign-in). */
  origin?: { ip: string; userAgent: string };
  changes?: NotedChanges;
  teamId?: string;
  target?: { type: string; id: string };
}

const storage = new AsyncLocalStorage<AuditContext>();

/** Fields every write moves: not changes anyone made. */
const BOOKKEEPING = new Set(['version', 'updatedAt']);

/** Runs `fn` in `context` (the chain keeps the context to read it when `fn` throws too). */
export const runInAuditContext = <T>(context: AuditContext, fn: () => Promise<T>): Promise<T> => storage.run(context, fn);

/**
 * Notes the fields that differ between `before` and `after` (top level; values compared as JSON).
 * Noted several times in one request, the first `before` and the last `after` of a field stay.
 */
export function noteChange(before: object | null | undefined, after: object | null | undefined): void {
  const context = storage.getStore();
  if (!context) return;
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  const changes = (context.changes ??= {});
  for (const field of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (BOOKKEEPING.has(field) || JSON.stringify(a[field]) === JSON.stringify(b[field])) continue;
    const earlier = changes[field];
    const before = earlier ? earlier.before : a[field];
    changes[field] = { ...(before !== undefined ? { before } : {}), ...(b[field] !== undefined ? { after: b[field] } : {}) };
  }
}

/** The team an entry belongs to, and optionally its target, when the caller's team is not it (or there is no caller). */
export function noteAuditTeam(teamId: string, target?: { type: string; id: string }): void {
  const context = storage.getStore();
  if (!context) return;
  context.teamId = teamId;
  if (target) context.target = target;
}

/** Where the current request came from (empty outside a request the chain audits). */
export const auditOrigin = (): { ip: string; userAgent: string } => storage.getStore()?.origin ?? { ip: '', userAgent: '' };
