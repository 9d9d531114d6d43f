import { passwordHasExpired } from '@postbridge/domain';
import { useSession } from '../session/sessionStore';
import { ShellLayout } from '../shell/ShellLayout';
import { PublicLayout } from './PublicLayout';

/** Main layout of docs/product.md §2: the application shell once signed in, the public frame before. */
export function MainLayout() {
  // An expired password shows its change alone, in the public frame: no menu leads anywhere before it.
  const shell = useSession((s) => s.status === 'logged' && !passwordHasExpired(s.user?.passwordExpireDays));
  return shell ? <ShellLayout /> : <PublicLayout />;
}
