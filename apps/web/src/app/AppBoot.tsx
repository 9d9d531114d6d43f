import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { passwordHasExpired, type AppConfig } from '@postbridge/domain';
import { onPasswordExpired, onSessionLost } from '../api/client';
import { SESSION_LOST_LABEL } from '../api/errors';
import { FullPageLoader } from '../ui/FullPageLoader';
import { reloadIfOutdated } from './clientVersion';
import { initialise } from './initialise';
import { dropSessionQueries, QUERY_KEYS } from './queries';
import { useSession } from './session/sessionStore';
import type { Startup } from './startup';
import { postTabMessage, startTabSync } from './tabs/tabSync';

/**
 * The routes, their layouts and screens: a chunk of their own, fetched while start-up asks the server for the
 * session, labels and branding, so that the first download holds only what the loader needs.
 */
const loadRouter = () => import('./AppRouter');
const AppRouter = lazy(() => loadRouter().then((m) => ({ default: m.AppRouter })));

/** Runs the start-up work behind the full-page loader (docs/product.md §2), then hands over to the router. */
export function AppBoot({ startup }: { startup: Startup }) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // A failed token check (-11 from any call, or a refusal the token check confirms): drop the session; the
    // guard then sends the user to sign-in with the reason. A mere refusal (-12) of one call never gets here.
    onSessionLost(() => {
      const notice = SESSION_LOST_LABEL;
      useSession.getState().disconnected(notice);
      dropSessionQueries(queryClient);
      postTabMessage({ type: 'disconnected', notice });
    });
    // The password expired during the session (-23 from a call): the password change takes the screen.
    onPasswordExpired(() => {
      const { user, userUpdated } = useSession.getState();
      if (user && !passwordHasExpired(user.passwordExpireDays))
        userUpdated({ ...user, passwordExpireDays: 0 });
    });
    // Embedded pages keep their own session: only shared modes talk to the other tabs (docs/product.md §4
    // "Tabs").
    const stopTabSync = startup.layout === 'embedded' ? () => undefined : startTabSync(queryClient, i18n);
    return () => {
      onSessionLost(null);
      onPasswordExpired(null);
      stopTabSync();
    };
  }, [queryClient, i18n, startup.layout]);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice in development.
    started.current = true;
    void loadRouter();
    initialise({ queryClient, i18n, startup })
      .catch((error: unknown) => console.error('Start-up failed; continuing with defaults.', error))
      .finally(() => {
        if (!reloadIfOutdated(queryClient.getQueryData<AppConfig>(QUERY_KEYS.config))) setReady(true);
      });
  }, [queryClient, i18n, startup]);

  if (!ready) return <FullPageLoader />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <AppRouter layout={startup.layout} />
    </Suspense>
  );
}
