import type { ChangeLostPasswordBody, ChangePasswordBody, CountersQuery } from '@postbridge/domain';
import { fetchText } from './client';
import { api } from './api';

// One function per call of docs/product.md §7 used by the shell; section screens add theirs beside their
// code.

const withProfileDetail = { withProfileDetail: 'true' } as const;

export const authenticate = (login: string, password: string) =>
  api.post('/authentication/authenticate', { body: { login, password }, query: withProfileDetail });

/** The single-use code a single sign-on came back with, exchanged for a session. */
export const exchangeSsoCode = (code: string) => api.post('/sso/exchange', { body: { code } });

export const checkToken = () => api.get('/authentication/check', { query: withProfileDetail });

export const logout = () => api.post('/authentication/logout');

export const triggerLostPassword = (userEMailAddress: string) =>
  api.post('/authentication/triggerLostPassword', { body: { userEMailAddress } });

export const changeLostPassword = (body: ChangeLostPasswordBody) =>
  api.post('/authentication/changeLostPassword', { body });

export const changePassword = (body: ChangePasswordBody) => api.post('/users/password', { body });

export const fetchAppVersion = () => api.get('/app/version');

export const fetchAppConfig = () => api.get('/app/config');

export const fetchMyBranding = () => api.get('/brandings/my');

export const fetchLabels = (locale: string) => api.get('/i18n/labels_frontend1', { query: { locale } });

export const fetchJobCounters = (query: CountersQuery) => api.get('/jobs/counters', { query });
export const fetchDeliveryCounters = (query: CountersQuery) => api.get('/deliveries/counters', { query });
export const fetchShipmentCounters = (query: CountersQuery) => api.get('/shipments/counters', { query });

/** The front-end version file written by the build; the timestamp defeats caches (docs/product.md §7). */
export const fetchClientVersionText = () => fetchText(`/version.txt?t=${Date.now()}`);
