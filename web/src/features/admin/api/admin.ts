import useSWR from 'swr';
import type { AdminStats, AdminUserPatch, AdminUserRow, Paged } from '@kisa/shared';
import { api } from '../../../lib/api-client';

export const usersKey = (page: number, limit: number) => `/api/admin/users?page=${page}&limit=${limit}`;

export function useAdminUsers(page: number, limit: number) {
  return useSWR<Paged<AdminUserRow>>(usersKey(page, limit), { keepPreviousData: true });
}

export function useAdminStats() {
  return useSWR<AdminStats>('/api/admin/stats');
}

export const adminApi = {
  updateUser: (id: string, patch: AdminUserPatch) => api.patch<AdminUserRow>(`/api/admin/users/${encodeURIComponent(id)}`, patch),
};
