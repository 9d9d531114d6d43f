import { Navigate, Outlet, useLocation } from 'react-router';
import { passwordHasExpired } from '@postbridge/domain';
import { PasswordExpiredPage } from '../../sections/settings/PasswordExpiredPage';
import { PATHS } from '../paths';
import { useSession } from './sessionStore';

/**
 * Guard of every screen behind sign-in. A disconnected user goes to the base route; unless they signed out
 * on purpose, `from` remembers the page so that signing in again leads back to it. A user whose password has
 * expired (or is a temporary one) sees its change instead of any screen, then the screen asked for.
 */
export function RequireSession() {
  const status = useSession((s) => s.status);
  const signedOut = useSession((s) => s.signedOut);
  const expired = useSession((s) => passwordHasExpired(s.user?.passwordExpireDays));
  const location = useLocation();
  if (status === 'logged') return expired ? <PasswordExpiredPage /> : <Outlet />;
  const from = `${location.pathname}${location.search}`;
  const target = signedOut ? PATHS.base : `${PATHS.base}?${new URLSearchParams({ from }).toString()}`;
  return <Navigate to={target} replace />;
}
