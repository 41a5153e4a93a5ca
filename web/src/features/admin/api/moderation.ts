import useSWR from 'swr';
import type { BlocklistChange, BlocklistChanged, BlocklistPage, ModerationAction, ModerationLog, ModerationQueue, ModerationResult } from '@kisa/shared';
import { api } from '../../../lib/api-client';

/** Moderation (issue 22): the queue, its actions, the audit log and the blocklist — admins only. */

export type QueueStatus = 'open' | 'resolved';

const withCursor = (path: string, cursor: string | undefined) => (cursor ? `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : path);

export const queueKey = (status: QueueStatus, cursor?: string) => withCursor(`/api/admin/moderation?status=${status}`, cursor);
export const logKey = (cursor?: string) => withCursor('/api/admin/moderation/log', cursor);
export const blocklistKey = (q: string, cursor?: string) => withCursor(`/api/admin/blocklist${q ? `?q=${encodeURIComponent(q)}` : ''}`, cursor);

/** A page of the queue; the open queue is refreshed every 30 s while the screen is open (new reports come in). */
export function useModerationQueue(status: QueueStatus, cursor: string | undefined) {
  return useSWR<ModerationQueue>(queueKey(status, cursor), { keepPreviousData: true, refreshInterval: status === 'open' ? 30_000 : 0 });
}

export function useModerationLog(cursor: string | undefined) {
  return useSWR<ModerationLog>(logKey(cursor), { keepPreviousData: true });
}

export function useBlocklist(q: string, cursor: string | undefined) {
  return useSWR<BlocklistPage>(blocklistKey(q, cursor), { keepPreviousData: true });
}

/** Keys of every list an action may change: the queue's pages, the log's and the blocklist's. */
export const isModerationKey = (key: unknown) => typeof key === 'string' && (key.startsWith('/api/admin/moderation') || key.startsWith('/api/admin/blocklist'));

export const moderationApi = {
  act: (action: ModerationAction) => api.post<ModerationResult>('/api/admin/moderation', action),
  changeBlocklist: (change: BlocklistChange) => api.post<BlocklistChanged>('/api/admin/blocklist', change),
};
