import { apiCall, apiKey } from '@/lib/api-calls';
import { useApi } from '@/lib/use-api';

export const SESSIONS_KEY = apiKey('/api/me/sessions');

/** Settings → Security: one's sessions, and ending them (each one's token stops at its next request). */
export const sessionsApi = {
  end: (id: string) => apiCall('DELETE', '/api/me/sessions/{id}', { path: { id } }),
  endOthers: () => apiCall('DELETE', '/api/me/sessions'),
};

export function useSessions() {
  return useApi(SESSIONS_KEY);
}
