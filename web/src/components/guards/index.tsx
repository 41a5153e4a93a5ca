import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { onUnauthorized } from '../../lib/api-client';
import { clearUser, homeFor, isAdmin, useUser } from '../../lib/session';

/** While a private screen is shown, any 401 from the API ends the local session. */
function useSignOutOn401() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onUnauthorized(() => {
        clearUser();
        navigate(paths.management, { replace: true });
      }),
    [navigate],
  );
}

/** Private screens: anonymous visitors go to /management. */
export function RequireUser({ children }: { children?: ReactNode }) {
  const user = useUser();
  const location = useLocation();
  useSignOutOn401();
  if (!user) return <Navigate to={paths.management} replace state={{ from: location.pathname }} />;
  return <>{children ?? <Outlet />}</>;
}

/** Admin screens: everyone who is not an admin goes to /signin. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const user = useUser();
  const location = useLocation();
  useSignOutOn401();
  if (!isAdmin(user)) return <Navigate to={paths.signin} replace state={{ from: location.pathname, adminRequired: true }} />;
  return <>{children ?? <Outlet />}</>;
}

/**
 * Sign-in screens: a signed-in user is sent to their home by role, except when the admin
 * guard sent them here (then the screen explains instead of bouncing back).
 */
export function RedirectIfSignedIn({ children }: { children?: ReactNode }) {
  const user = useUser();
  const location = useLocation();
  const adminRequired = (location.state as { adminRequired?: boolean } | null)?.adminRequired;
  if (user && !adminRequired) return <Navigate to={homeFor(user, paths)} replace />;
  return <>{children ?? <Outlet />}</>;
}
