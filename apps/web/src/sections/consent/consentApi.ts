import type { ConsentChoiceBody } from '@postbridge/domain';
import { api } from '../../api/api';

// The consent page's public calls (docs/product.md §7 is silent on them: docs/api.md "Recipients and
// consent").

export const fetchConsent = (token: string) => api.get('/consent/:token', { params: { token } });

export const chooseConsent = (token: string, body: ConsentChoiceBody) =>
  api.post('/consent/:token', { params: { token }, body });

export const confirmConsent = (confirmationToken: string) =>
  api.post('/consent/confirm/:confirmationToken', { params: { confirmationToken } });

/** Query key of a consent link's answer: public, it does not depend on who is signed in. */
export const consentQueryKey = (token: string) => ['public', 'consent', token] as const;
