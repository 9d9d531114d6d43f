import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { passwordExpiresSoon, type AuthenticateResult } from '@postbridge/domain';
import { authenticate, exchangeSsoCode, fetchLabels } from '../../api/endpoints';
import { writeToken } from '../../api/token';
import { loadLocale } from '../../i18n/i18n';
import { notifyWarning } from '../notify';
import { PATHS } from '../paths';
import { postTabMessage } from '../tabs/tabSync';
import { useSession } from './sessionStore';

interface Credentials {
  login: string;
  password: string;
}

/** The code a single sign-on came back with (docs/web.md "Single sign-on"). */
interface SsoCode {
  ssoCode: string;
}

/** Where to go after sign-in: the page the user was sent away from, when it is one of ours, else home. */
export function afterSignInPath(from: string | null): string {
  return from && from.startsWith('/') && !from.startsWith('//') && from !== PATHS.base ? from : PATHS.home;
}

/**
 * Login of docs/product.md §4: logging, then logged on success or back to disconnected on error. The sign-in
 * page leaves for home once the session is logged (docs/product.md §2 "after login the user goes to home").
 */
export function useSignIn() {
  const { t, i18n } = useTranslation();
  return useMutation<AuthenticateResult, unknown, Credentials | SsoCode>({
    mutationFn: (input) => {
      useSession.getState().loginStarted();
      return 'ssoCode' in input ? exchangeSsoCode(input.ssoCode) : authenticate(input.login, input.password);
    },
    onSuccess: async ({ authToken, user }) => {
      writeToken(authToken);
      await loadLocale(i18n, user.locale, fetchLabels);
      useSession.getState().loggedIn(authToken, user);
      postTabMessage({ type: 'connected', token: authToken });
      // docs/product.md §8: 30 days or fewer left; this warning stays until dismissed.
      if (passwordExpiresSoon(user.passwordExpireDays)) {
        notifyWarning(t('notification.passwordExpiry', { days: user.passwordExpireDays ?? 0 }), {
          autoClose: false,
        });
      }
    },
    onError: () => useSession.getState().loginFailed(),
  });
}
