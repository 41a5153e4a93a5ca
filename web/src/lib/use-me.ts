import { apiKey } from './api-calls';
import { useApi } from './use-api';

/**
 * The signed-in user as the API sees it now (`GET /api/me`): confirms the session cookie,
 * and role or team changes show without signing in again. `useUser()` (lib/session) is the
 * local copy that decides routing; this is the server's word.
 */
export const ME_KEY = apiKey('/api/me');

export function useMe() {
  return useApi(ME_KEY);
}
