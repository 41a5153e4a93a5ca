import useSWR from 'swr';
import type { User } from '@kisa/shared';

/**
 * The signed-in user as the API sees it now (`GET /api/me`): confirms the session cookie,
 * and role or team changes show without signing in again. `useUser()` (lib/session) is the
 * local copy that decides routing; this is the server's word.
 */
export function useMe() {
  return useSWR<User>('/api/me');
}
