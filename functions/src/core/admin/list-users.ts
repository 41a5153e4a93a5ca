import type { AdminUserRow, AdminUsersPage, ListUsersQuery } from '@kisa/shared';
import { countUsers } from '#data/accounts/users-count.js';
import { ensureUsersIndexed, listUsersPage } from '#data/accounts/users-index.js';
import { getMemberships } from '#data/accounts/memberships-repo.js';
import { USERS_INDEX_PK, type UserProfile } from '#data/accounts/user-item.js';
import { decodeKeyCursor, encodeKeyCursor, keyOf } from '#lib/list-cursor.js';

/**
 * One page of every user, newest first, with the number of users (the count's shards). With
 * `cursor` (the previous answer's) the page is read from that key on; without, `page` N is
 * found by passing over (N−1)·limit rows (the older contract; the admin screen pages by
 * cursor). `page` is echoed either way: the client knows which page it asked for.
 */
export async function listUsers(query: ListUsersQuery): Promise<AdminUsersPage> {
  const { limit, page } = query;
  const cursor = decodeKeyCursor(query.cursor, keyOf(['PK', 'SK', 'GSI3PK', 'GSI3SK'], { GSI3PK: USERS_INDEX_PK }));
  await ensureUsersIndexed();
  const [total, found] = await Promise.all([countUsers(), listUsersPage(limit, cursor ? { cursor } : { skip: (page - 1) * limit })]);
  const next = encodeKeyCursor(found.next);
  return { items: await adminUserRows(found.items), total, page, ...(next ? { cursor: next } : {}) };
}

/** The rows of these profiles, each with the role in its default team (their membership rows, one BatchGetItem). */
export async function adminUserRows(profiles: UserProfile[]): Promise<AdminUserRow[]> {
  const memberships = await getMemberships(profiles.map((p) => ({ teamId: p.teamId, userId: p.userId })));
  return profiles.map((p) => toAdminUserRow(p, memberships.get(`${p.teamId}/${p.userId}`)?.role));
}

/** A row of the admin users table; `teamRole` the role in the default team (none left: viewer, the least). */
function toAdminUserRow(p: UserProfile, teamRole: AdminUserRow['teamRole'] = 'viewer'): AdminUserRow {
  return {
    id: p.userId,
    name: p.name,
    email: p.email,
    role: p.role,
    teamId: p.teamId,
    teamRole,
    plan: p.plan,
    verified: p.verified,
    disabled: p.disabled === true,
    createdAt: p.createdAt,
  };
}
