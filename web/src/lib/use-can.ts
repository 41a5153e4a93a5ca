import { scopesOfRole, type Scope, type User } from '@kisa/shared';
import { useUser } from './session';
import { useMe } from './use-me';

/**
 * Whether `user` may do what `scope` allows in their current team: the API's word (`scopes` of
 * GET /api/me) when it came with the user, else their role's (a copy kept from before scopes).
 * Only decides what the app shows: the API refuses a caller without the scope either way.
 */
export function can(user: Pick<User, 'teamRole' | 'scopes'> | null | undefined, scope: Scope): boolean {
  if (!user) return false;
  return (user.scopes ?? scopesOfRole(user.teamRole)).includes(scope);
}

/** `can` for the signed-in user: the server's answer once loaded, the local copy until then. */
export function useCan(scope: Scope): boolean {
  const local = useUser();
  const { data: me } = useMe();
  return can(me ?? local, scope);
}
