import useSWR from 'swr';
import type { AdminStats, AdminUserPatch, AdminUserRow, AdminUsersPage } from '@kisa/shared';
import { api } from '../../../lib/api-client';

/**
 * The users list pages by key: `cursor` is the previous page's answer, when the screen has it
 * (Next, or a page it came to that way); a page jumped to without one is found by offset.
 */
export const usersKey = (page: number, limit: number, cursor?: string) =>
  `/api/admin/users?page=${page}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

export function useAdminUsers(page: number, limit: number, cursor?: string) {
  return useSWR<AdminUsersPage>(usersKey(page, limit, cursor), { keepPreviousData: true });
}

export function useAdminStats() {
  return useSWR<AdminStats>('/api/admin/stats');
}

export const adminApi = {
  updateUser: (id: string, patch: AdminUserPatch) => api.patch<AdminUserRow>(`/api/admin/users/${encodeURIComponent(id)}`, patch),
};
