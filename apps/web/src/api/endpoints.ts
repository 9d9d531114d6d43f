import type {
  AppConfig,
  AppVersion,
  AuthenticateResult,
  Branding,
  ChangeLostPasswordBody,
  ChangePasswordBody,
  CheckResult,
  CountersQuery,
  DeliveryCounters,
  JobCounters,
  ShipmentCounters,
} from '@postbridge/domain';
import { apiGet, apiPost, fetchText } from './client';

// One function per call of spec §7 used by the shell; section screens add theirs beside their code.

const withProfileDetail = { withProfileDetail: true };

export const authenticate = (login: string, password: string) =>
  apiPost<AuthenticateResult>(
    '/authentication/authenticate',
    { login, password },
    { query: withProfileDetail },
  );

export const checkToken = () => apiGet<CheckResult>('/authentication/check', { query: withProfileDetail });

export const logout = () => apiPost<true>('/authentication/logout');

export const triggerLostPassword = (userEMailAddress: string) =>
  apiPost<true>('/authentication/triggerLostPassword', { userEMailAddress });

export const changeLostPassword = (body: ChangeLostPasswordBody) =>
  apiPost<true>('/authentication/changeLostPassword', body);

export const changePassword = (body: ChangePasswordBody) => apiPost<true>('/users/password', body);

export const fetchAppVersion = () => apiGet<AppVersion>('/app/version');

export const fetchAppConfig = () => apiGet<AppConfig>('/app/config');

export const fetchMyBranding = () => apiGet<Branding>('/brandings/my');

export const fetchLabels = (locale: string) =>
  apiGet<Record<string, string>>('/i18n/labels_frontend1', { query: { locale } });

export const fetchJobCounters = (query: CountersQuery) => apiGet<JobCounters>('/jobs/counters', { query });
export const fetchDeliveryCounters = (query: CountersQuery) =>
  apiGet<DeliveryCounters>('/deliveries/counters', { query });
export const fetchShipmentCounters = (query: CountersQuery) =>
  apiGet<ShipmentCounters>('/shipments/counters', { query });

/** The front-end version file written by the build; the timestamp defeats caches (spec §7). */
export const fetchClientVersionText = () => fetchText(`/version.txt?t=${Date.now()}`);
