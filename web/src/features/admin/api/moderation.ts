import type { BlocklistChange, ModerationAction } from '@kisa/shared';
import { apiCall, apiKey } from '@/lib/api-calls';
import { useApi } from '@/lib/use-api';

/** Moderation: the queue, its actions, the audit log and the blocklist — admins only. */

export type QueueStatus = 'open' | 'resolved';

export const queueKey = (status: QueueStatus, cursor?: string) => apiKey('/api/admin/moderation', { query: { status, cursor: cursor || undefined } });
export const logKey = (cursor?: string) => apiKey('/api/admin/moderation/log', { query: { cursor: cursor || undefined } });
export const blocklistKey = (q: string, cursor?: string) => apiKey('/api/admin/blocklist', { query: { q: q || undefined, cursor: cursor || undefined } });

/** A page of the queue; the open queue is refreshed every 30 s while the screen is open (new reports come in). */
export function useModerationQueue(status: QueueStatus, cursor: string | undefined) {
  return useApi(queueKey(status, cursor), { keepPreviousData: true, refreshInterval: status === 'open' ? 30_000 : 0 });
}

export function useModerationLog(cursor: string | undefined) {
  return useApi(logKey(cursor), { keepPreviousData: true });
}

export function useBlocklist(q: string, cursor: string | undefined) {
  return useApi(blocklistKey(q, cursor), { keepPreviousData: true });
}

/** Keys of every list an action may change: the queue's pages, the log's and the blocklist's. */
export const isModerationKey = (key: unknown) => typeof key === 'string' && (key.startsWith('/api/admin/moderation') || key.startsWith('/api/admin/blocklist'));

export const moderationApi = {
  act: (action: ModerationAction) => apiCall('POST', '/api/admin/moderation', { body: action }),
  changeBlocklist: (change: BlocklistChange) => apiCall('POST', '/api/admin/blocklist', { body: change }),
};
