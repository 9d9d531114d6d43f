import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { bootLabels, type AppConfig, type Branding } from '@postbridge/domain';
import { checkToken, fetchAppConfig, fetchLabels, fetchMyBranding } from '../api/endpoints';
import { UnauthorizedError } from '../api/errors';
import { clearToken, keepTokenInMemory, readToken, writeToken } from '../api/token';
import { browserLocale, loadLocale } from '../i18n/i18n';
import { applyBrandingToDocument } from './theme/branding';
import { QUERY_KEYS } from './queries';
import { useDepositStore } from '../sections/deposit/upload/depositStore';
import { useEmbeddedStore } from '../sections/embedded/embeddedStore';
import { useSession } from './session/sessionStore';
import type { Startup } from './startup';

interface InitialiseDeps {
  queryClient: QueryClient;
  i18n: I18n;
  startup: Startup;
}

/**
 * Start-up work done behind the full-page loader: configuration and branding (both optional: the app
 * works with the product's defaults), the stored token checked against the server, then the labels of
 * the user's language, or of the browser's before anyone signs in.
 */
export async function initialise({ queryClient, i18n, startup }: InitialiseDeps): Promise<void> {
  const config = queryClient
    .fetchQuery<AppConfig>({ queryKey: QUERY_KEYS.config, queryFn: fetchAppConfig, staleTime: Infinity })
    .catch(() => null);
  const branding = queryClient
    .fetchQuery<Branding>({ queryKey: QUERY_KEYS.branding, queryFn: fetchMyBranding, staleTime: Infinity })
    .catch(() => null);

  // Deposit by link: the link's token opens the session unless this browser already has one (docs/product.md
  // §5: "in shared mode a token passed explicitly is ignored and the stored one is used").
  if (startup.deposit && !readToken()) writeToken(startup.deposit.token);
  // The link's file waits for the deposit home, which places it in a box of the service the user picks.
  if (startup.deposit) useDepositStore.getState().fileLinked(startup.deposit.fileId);

  // External authentication: the parent page's token signs in, and only this frame (docs/embedding.md).
  if (startup.mode === 'EMBEDDED_EXTERNAL') keepTokenInMemory();
  if (startup.layout === 'embedded')
    useEmbeddedStore.getState().started(startup.mode === 'EMBEDDED_EXTERNAL');

  const session = useSession.getState();
  const token = readToken();
  let locale: string | null = null;
  if (token) {
    try {
      const { user } = await checkToken();
      session.loggedIn(token, user);
      locale = user.locale;
    } catch (error) {
      // docs/product.md §7: a token check failure cleans up the token; the user starts disconnected. An
      // expired session keeps its "timed out" notice; an unknown token (-12, e.g. a reset database) is not
      // worth a message.
      console.warn('Stored session is no longer valid.', error);
      clearToken();
      if (error instanceof UnauthorizedError || useSession.getState().status !== 'disconnected')
        session.disconnected();
    }
  }

  await loadLocale(i18n, locale ?? browserLocale(), fetchLabels);
  const [loadedConfig, loadedBranding] = await Promise.all([config, branding]);
  applyBrandingToDocument(loadedBranding, loadedConfig?.applicationName || bootLabels['app.name']);
}
