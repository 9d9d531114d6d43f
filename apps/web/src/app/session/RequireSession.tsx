import { Navigate, Outlet, useLocation } from 'react-router';
import { PATHS } from '../paths';
import { useSession } from './sessionStore';

/**
 * Guard of every screen behind sign-in. A disconnected user goes to the base route; unless they signed out
 * on purpose, `from` remembers the page so that signing in again leads back to it.
 */
export function RequireSession() {
  const status = useSession((s) => s.status);
  const signedOut = useSession((s) => s.signedOut);
  const location = useLocation();
  if (status === 'logged') return <Outlet />;
  const from = `${location.pathname}${location.search}`;
  const target = signedOut ? PATHS.base : `${PATHS.base}?${new URLSearchParams({ from }).toString()}`;
  return <Navigate to={target} replace />;
}
