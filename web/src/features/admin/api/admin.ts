import type { AdminUserPatch } from '@kisa/shared';
import { apiCall, apiKey } from '@/lib/api-calls';
import { useApi } from '@/lib/use-api';

/**
 * The users list pages by key: `cursor` is the previous page's answer, when the screen has it
 * (Next, or a page it came to that way); a page jumped to without one is found by offset.
 */
export const usersKey = (page: number, limit: number, cursor?: string) => apiKey('/api/admin/users', { query: { page, limit, cursor: cursor || undefined } });

export function useAdminUsers(page: number, limit: number, cursor?: string) {
  return useApi(usersKey(page, limit, cursor), { keepPreviousData: true });
}

export function useAdminStats() {
  return useApi(apiKey('/api/admin/stats'));
}

export const adminApi = {
  updateUser: (id: string, patch: AdminUserPatch) => apiCall('PATCH', '/api/admin/users/{id}', { path: { id }, body: patch }),
};
