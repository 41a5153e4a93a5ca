import { analyticsSearchParams, type Analytics, type AnalyticsQuery, type CreateShareInput } from '@kisa/shared';
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

/** The analytics view's questions, asked of the share's own route (the cookie of its unlock goes along). */
export function sharedAnalyticsPath(token: string) {
  return (query: AnalyticsQuery, extra: Record<string, string> = {}): ApiUrl<Analytics> => {
    const params = analyticsSearchParams(query);
    for (const [k, v] of Object.entries(extra)) params.set(k, v);
    return apiUrl('/api/public/shares/{token}/analytics', { path: { token }, query: Object.fromEntries(params) }) as ApiUrl<Analytics>;
  };
}
