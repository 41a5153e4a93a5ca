import type { AdminStats } from '@kisa/shared';
import { getPlatformStats } from '#data/admin/platform-stats-repo.js';
import { countUsers } from '#data/accounts/users-count.js';
import { ensureUsersIndexed } from '#data/accounts/users-index.js';

/** The admin dashboard's tiles: users (a counter), clicks and revenue — the sales teams report through conversion tracking, per currency (sharded counters). */
export async function getAdminStats(): Promise<AdminStats> {
  await ensureUsersIndexed();
  const [users, platform] = await Promise.all([countUsers(), getPlatformStats()]);
  return { users, clicks: platform.totalClicks, revenue: platform.revenue };
}
