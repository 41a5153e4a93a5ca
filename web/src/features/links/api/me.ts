import useSWR from 'swr';
import type { User } from '@kisa/shared';

/** The signed-in user as the API sees it (confirms the session cookie). */
export function useMe() {
  return useSWR<User>('/api/me');
}
