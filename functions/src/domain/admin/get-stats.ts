import type { AdminStats } from '@kisa/shared';
import { getPlatformStats } from '../../data/platform-stats-repo.js';
import { countUsers } from '../../data/users-repo.js';

/** The admin dashboard's tiles: users and clicks are real; revenue is fixed (no billing in Kisa). */
export async function getAdminStats(): Promise<AdminStats> {
  const [users, platform] = await Promise.all([countUsers(), getPlatformStats()]);
  return { users, clicks: platform.totalClicks, revenue: 0 };
}
