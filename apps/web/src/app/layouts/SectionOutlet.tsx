import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LazyFallback } from '../../ui/LazyFallback';

/**
 * Where screens render. Keyed by section so that entering a section not loaded yet shows the lazy-load
 * indicator even though the router navigates inside a transition (React keeps old content otherwise).
 */
export function SectionOutlet() {
  const { pathname } = useLocation();
  const section = pathname.split('/')[1] ?? '';
  return (
    <Suspense key={section} fallback={<LazyFallback />}>
      <Outlet />
    </Suspense>
  );
}
