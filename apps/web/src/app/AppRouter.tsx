import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';
import type { LayoutKind } from './startup';

/** The browser router, created once the session is known so that the first route sees it. */
export function AppRouter({ layout }: { layout: LayoutKind }) {
  const [router] = useState(() => createAppRouter(layout));
  return <RouterProvider router={router} />;
}
