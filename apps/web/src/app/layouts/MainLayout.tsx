import { useSession } from '../session/sessionStore';
import { ShellLayout } from '../shell/ShellLayout';
import { PublicLayout } from './PublicLayout';

/** Main layout of docs/product.md §2: the application shell once signed in, the public frame before. */
export function MainLayout() {
  const logged = useSession((s) => s.status === 'logged');
  return logged ? <ShellLayout /> : <PublicLayout />;
}
