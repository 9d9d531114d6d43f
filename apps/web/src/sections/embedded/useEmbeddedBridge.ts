import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API_ERROR_CODES, type EmbeddedSendFile } from '@postbridge/domain';
import { fetchLabels } from '../../api/endpoints';
import { ApiError } from '../../api/errors';
import { writeToken } from '../../api/token';
import { PATHS } from '../../app/paths';
import { useSession } from '../../app/session/sessionStore';
import { loadLocale } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { fetchJob, fetchLinkedFile, linkedFileQueryKey, uploadDepositFile } from '../deposit/depositApi';
import { onDepositEvent } from '../deposit/depositEvents';
import { useDepositStore } from '../deposit/upload/depositStore';
import { createEmbeddedBridge, EmbeddedStepError, type EmbeddedActions } from './embeddedBridge';
import { exchangeExternalToken, fetchHostBranding } from './embeddedApi';
import { useEmbeddedStore } from './embeddedStore';

/** The parent page's origin as the browser tells it: ancestorOrigins (Chromium, Safari), else the referrer. */
function parentOriginOf(win: Window): string | null {
  const ancestor = win.location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * Runs the embedded-mode protocol while the embedded layout is shown: window messages in and out (only with the
 * white label's parent origins), the frame's sign-in, and what the deposit screens report.
 */
export function useEmbeddedBridge(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const t = useT();
  const errorText = useErrorText();
  const branding = useQuery({
    queryKey: ['embedded', 'hostBranding'],
    queryFn: fetchHostBranding,
    staleTime: Infinity,
    retry: 1,
  });
  // Known once the white label answered (or failed to: then no origin is allowed).
  const originsKey = branding.isPending
    ? null
    : (branding.data?.properties.embeddedParentUrls ?? []).join(' ');
  // The bridge lives as long as the allowed origins; texts and navigation are read when used.
  const latest = useRef({ navigate, queryClient, i18n, t, errorText });
  latest.current = { navigate, queryClient, i18n, t, errorText };

  useEffect(() => {
    if (originsKey === null) return;
    const stepError = (error: unknown) =>
      error instanceof EmbeddedStepError ? error : new EmbeddedStepError(latest.current.errorText(error));
    const actions: EmbeddedActions = {
      async signInWithToken(token) {
        try {
          const { authToken, user } = await exchangeExternalToken(token);
          writeToken(authToken);
          await loadLocale(latest.current.i18n, user.locale, fetchLabels);
          useSession.getState().loggedIn(authToken, user);
          return { login: user.login };
        } catch (error) {
          throw stepError(error);
        }
      },
      async openFile(message: EmbeddedSendFile) {
        try {
          let fileId = message.fileId ?? '';
          if (message.file) {
            const blob = message.file as unknown as Blob;
            const name = message.fileName ?? message.file.name ?? 'document.pdf';
            fileId = (await uploadDepositFile(new File([blob], name, { type: blob.type }))).fileId;
          }
          // A file id that is not the user's file ends here, told to the portal, not on the deposit home.
          await latest.current.queryClient.fetchQuery({
            queryKey: linkedFileQueryKey(fileId),
            queryFn: () => fetchLinkedFile(fileId),
            staleTime: Infinity,
          });
          // The deposit home places it in a box of the service the user picks, as a deposit link does.
          useDepositStore.getState().fileLinked(fileId);
          void latest.current.navigate(PATHS.deposit.home);
        } catch (error) {
          throw stepError(error);
        }
      },
      async openJob(jobId) {
        try {
          await fetchJob(jobId);
        } catch (error) {
          if (error instanceof ApiError && error.code === API_ERROR_CODES.notFound)
            throw new EmbeddedStepError(latest.current.t('embedded.error.jobNotFound', { jobId }), true);
          throw stepError(error);
        }
        void latest.current.navigate(PATHS.deposit.delivery.replace(':jobId', encodeURIComponent(jobId)));
      },
      showStatus() {
        // A deposit link's file waits for the deposit home (the frame opened with ?token=&fileId=): stay there.
        if (useDepositStore.getState().linkedFileId) return;
        void latest.current.navigate(PATHS.embedded);
      },
    };
    const store = useEmbeddedStore;
    const bridge = createEmbeddedBridge({
      allowedOrigins: originsKey ? originsKey.split(' ') : [],
      parentOrigin: parentOriginOf(window),
      read: () => store.getState(),
      write: (view) => store.getState().changed(view),
      post: (message, origin) => window.parent.postMessage(message, origin),
      warn: (message, detail) => console.warn(message, ...(detail === undefined ? [] : [detail])),
      actions,
      texts: {
        missingToken: () => latest.current.t('embedded.error.missingToken'),
        jobNotFound: (jobId) => latest.current.t('embedded.error.jobNotFound', { jobId }),
        jobFailed: () => latest.current.t('embedded.error.jobFailed'),
        sessionEnded: () => latest.current.t('embedded.error.sessionEnded'),
      },
    });

    const onMessage = (event: MessageEvent) =>
      bridge.receive({ origin: event.origin, data: event.data, fromParent: event.source === window.parent });
    window.addEventListener('message', onMessage);
    const stopDeposits = onDepositEvent(bridge.depositEvent);
    const stopSession = useSession.subscribe((state, previous) => {
      if (state.status !== previous.status) bridge.sessionChanged(state.status, state.user?.login ?? null);
    });
    const { status, user } = useSession.getState();
    bridge.start(status === 'logged' && user ? user.login : null);
    return () => {
      window.removeEventListener('message', onMessage);
      stopDeposits();
      stopSession();
    };
  }, [originsKey]);
}
