import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE, type AdminUserRow, type Paged } from '@kisa/shared';
import { countUsers, listUsersPage, type UserProfile } from '../../data/users-repo.js';

/** One page of every user, newest first, with the total for the pager. */
export async function listUsers(query: { page?: string; limit?: string }): Promise<Paged<AdminUserRow>> {
  const limit = Math.min(positiveInt(query.limit) ?? ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE);
  const page = positiveInt(query.page) ?? 1;
  const [total, profiles] = await Promise.all([countUsers(), listUsersPage(page, limit)]);
  return { items: profiles.map(toAdminUserRow), total, page };
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
