import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE, type AdminUserRow, type AdminUsersPage } from '@kisa/shared';
import { USERS_INDEX_PK } from '#data/keys.js';
import { countUsers } from '#data/accounts/users-count.js';
import { ensureUsersIndexed, listUsersPage } from '#data/accounts/users-index.js';
import type { UserProfile } from '#data/accounts/users-repo.js';
import { decodeCursor, encodeCursor } from '../moderation/cursor.js';

/**
 * One page of every user, newest first, with the number of users (the count's shards). With
 * `cursor` (the previous answer's) the page is read from that key on; without, `page` N is
 * found by passing over (N−1)·limit rows (the older contract; the admin screen pages by
 * cursor). `page` is echoed either way: the client knows which page it asked for.
 */
export async function listUsers(query: { page?: string; limit?: string; cursor?: string }): Promise<AdminUsersPage> {
  const limit = Math.min(positiveInt(query.limit) ?? ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE);
  const page = positiveInt(query.page) ?? 1;
  const cursor = usersCursor(query.cursor);
  await ensureUsersIndexed();
  const [total, found] = await Promise.all([countUsers(), listUsersPage(limit, cursor ? { cursor } : { skip: (page - 1) * limit })]);
  const next = encodeCursor(found.next);
  return { items: found.items.map(toAdminUserRow), total, page, ...(next ? { cursor: next } : {}) };
}

/** A cursor this list gave out (a GSI3 `USERS` key); anything else reads as none. */
function usersCursor(raw: string | undefined): Record<string, unknown> | undefined {
  const key = decodeCursor(raw);
  const fields = key ? Object.keys(key).sort().join() : '';
  return key && fields === 'GSI3PK,GSI3SK,PK,SK' && key.GSI3PK === USERS_INDEX_PK ? key : undefined;
}

export function toAdminUserRow(p: UserProfile): AdminUserRow {
  return {
    id: p.userId,
    name: p.name,
    email: p.email,
    role: p.role,
    teamId: p.teamId,
    teamRole: p.teamRole,
    plan: p.plan,
    verified: p.verified,
    disabled: p.disabled === true,
    createdAt: p.createdAt,
  };
}

/** A query value as a whole number ≥ 1; anything else means the default. */
function positiveInt(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}
