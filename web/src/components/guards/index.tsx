import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { User } from '@kisa/shared';
import { paths } from '@/config/paths';
import { onUnauthorized } from '@/lib/api-client';
import { pathOf, returnPathAfterSignIn } from '@/lib/return-path';
import { clearUser, homeFor, isAdmin, useUser } from '@/lib/session';

/**
 * While a private screen is shown, any 401 from the API ends the local session; signing in
 * again returns to the screen.
 */
function useSignOutOn401() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = pathOf(location);
  useEffect(
    () =>
      onUnauthorized(() => {
        clearUser();
        navigate(paths.management, { replace: true, state: { from } });
      }),
    [navigate, from],
  );
}

/** Private screens: anonymous visitors go to /management, which remembers the screen (path and query) to return to. */
export function RequireUser({ children }: { children?: ReactNode }) {
  const user = useUser();
  const location = useLocation();
  useSignOutOn401();
  if (!user) return <Navigate to={paths.management} replace state={{ from: pathOf(location) }} />;
  return <>{children ?? <Outlet />}</>;
}

/** Admin screens: everyone who is not an admin goes to /signin. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const user = useUser();
  const location = useLocation();
  useSignOutOn401();
  if (!isAdmin(user)) return <Navigate to={paths.signin} replace state={{ from: pathOf(location), adminRequired: true }} />;
  return <>{children ?? <Outlet />}</>;
}

/**
 * Sign-in screens: a signed-in user is sent to the screen a guard sent them from (a safe
 * same-origin path, `returnPathAfterSignIn`) or their home by role, except when the admin
 * guard sent them here (then the screen explains instead of bouncing back).
 */
export function RedirectIfSignedIn({ children }: { children?: ReactNode }) {
  const user = useUser();
  const location = useLocation();
  const adminRequired = (location.state as { adminRequired?: boolean } | null)?.adminRequired;
  if (user && !adminRequired) return <Navigate to={afterSignIn(user, location.state)} replace />;
  return <>{children ?? <Outlet />}</>;
}

/** Where a user who just signed in goes: the screen remembered in `state.from` when safe, else home. */
export function afterSignIn(user: User, state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return returnPathAfterSignIn(from, homeFor(user, paths), {
    signInPaths: [paths.management, paths.signin, paths.register, paths.recover],
    adminPrefix: `/${paths.adminDashboard.split('/')[1]}`,
    admin: isAdmin(user),
  });
}
