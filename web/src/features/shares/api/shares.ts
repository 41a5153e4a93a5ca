import { analyticsSearchParams, type Analytics, type AnalyticsQuery, type CreateShareInput, type Paged, type Visitor } from '@kisa/shared';
import { apiCall, apiKey, apiUrl, type ApiUrl } from '@/lib/api-calls';
import { useApi } from '@/lib/use-api';

/** The team's shared dashboards (GET /api/shares): the share dialogs and Settings → Shared dashboards read one cache entry. */
export const SHARES_KEY = apiKey('/api/shares');
export const useShares = () => useApi(SHARES_KEY);

/** A new share: its URL is in this answer only. */
export const createShare = (input: CreateShareInput) => apiCall('POST', '/api/shares', { body: input });
export const revokeShare = (id: string) => apiCall('DELETE', '/api/shares/{id}', { path: { id } });

/** What a share URL shows and whether it asks for a password (its name only once unlocked). */
export const useSharedDashboard = (token: string) =>
  useApi(apiKey('/api/public/shares/{token}', { path: { token } }), { shouldRetryOnError: false, revalidateOnFocus: false });

/** Checks the password: the API answers the access token and sets it as a cookie for this share's API path. */
export const unlockSharedDashboard = (token: string, password: string) =>
  apiCall('POST', '/api/public/shares/{token}/unlock', { path: { token }, body: { password } });

/**
 * Where the analytics view asks when it shows a share: the share's own routes (the cookie of its
 * unlock goes along); the visitor log's only when the share includes it.
 */
export function sharedSource(token: string, visitors: boolean) {
  const url = (tail: '/analytics' | '/visitors', query: AnalyticsQuery, extra: Record<string, string> = {}) => {
    const params = analyticsSearchParams(query);
    for (const [k, v] of Object.entries(extra)) params.set(k, v);
    return apiUrl(`/api/public/shares/{token}${tail}`, { path: { token }, query: Object.fromEntries(params) });
  };
  return {
    analyticsPath: (query: AnalyticsQuery, extra?: Record<string, string>) => url('/analytics', query, extra) as ApiUrl<Analytics>,
    ...(visitors ? { visitorsPath: (query: AnalyticsQuery, extra?: Record<string, string>) => url('/visitors', query, extra) as ApiUrl<Paged<Visitor>> } : {}),
  };
}
