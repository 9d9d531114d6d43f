import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { LostPasswordPage } from '../sections/auth/LostPasswordPage';
import { ResetPasswordPage } from '../sections/auth/ResetPasswordPage';
import { SignInPage } from '../sections/auth/SignInPage';
import { ConsentConfirmPage } from '../sections/consent/ConsentConfirmPage';
import { ConsentPage } from '../sections/consent/ConsentPage';
import { PageNotFound } from '../ui/PageNotFound';
import { RouteErrorFallback } from '../ui/RouteErrorFallback';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './layouts/RootLayout';
import { PATHS, SECTION_SCREENS, type SectionId } from './paths';
import { RequireSession } from './session/RequireSession';
import { SectionScreen } from './SectionScreen';
import type { LayoutKind } from './startup';

function sectionRoute(section: SectionId): RouteObject {
  return {
    path: `/${section}`,
    children: [
      { index: true, element: <Navigate to="home" replace /> },
      ...Object.entries(SECTION_SCREENS[section]).map(([screen, path]) => ({
        path,
        element: <SectionScreen section={section} screen={screen} />,
      })),
      // Each section has its own wildcard (docs/product.md §2).
      { path: '*', element: <PageNotFound /> },
    ],
  };
}

/**
 * The route table of docs/product.md §2 (paths in `paths.ts`, listed in docs/web.md). Sign-in and password
 * screens are public and loaded at once; every other screen sits behind the session guard and loads per
 * section.
 */
export function buildRoutes(layout: LayoutKind): RouteObject[] {
  return [
    {
      element: <RootLayout layout={layout} />,
      errorElement: <RouteErrorFallback />,
      children: [
        { path: PATHS.base, element: <SignInPage /> },
        { path: PATHS.lostPassword, element: <LostPasswordPage /> },
        { path: PATHS.lostPasswordChange, element: <ResetPasswordPage /> },
        {
          element: <RequireSession />,
          children: [
            { path: PATHS.home, element: <SectionScreen section="home" screen="home" /> },
            { path: PATHS.welcome, element: <SectionScreen section="home" screen="welcome" /> },
            { path: PATHS.embedded, element: <SectionScreen section="embedded" screen="home" /> },
            { path: `${PATHS.embedded}/*`, element: <PageNotFound /> },
            ...(Object.keys(SECTION_SCREENS) as SectionId[]).map(sectionRoute),
          ],
        },
        { path: '*', element: <PageNotFound /> },
      ],
    },
    {
      // A recipient's consent pages: public in every layout, even for someone signed in.
      element: <PublicLayout />,
      errorElement: <RouteErrorFallback />,
      children: [
        { path: PATHS.consent, element: <ConsentPage /> },
        { path: PATHS.consentConfirm, element: <ConsentConfirmPage /> },
      ],
    },
  ];
}

export function createAppRouter(layout: LayoutKind) {
  return createBrowserRouter(buildRoutes(layout));
}
