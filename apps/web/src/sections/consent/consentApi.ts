import type { ConsentChoiceBody, ConsentView } from '@postbridge/domain';
import { apiGet, apiPost } from '../../api/client';

// The consent page's public calls (spec §7 is silent on them: docs/api.md "Recipients and consent").

const segment = (token: string) => encodeURIComponent(token);

export const fetchConsent = (token: string) => apiGet<ConsentView>(`/consent/${segment(token)}`);

export const chooseConsent = (token: string, body: ConsentChoiceBody) =>
  apiPost<ConsentView>(`/consent/${segment(token)}`, body);

export const confirmConsent = (confirmationToken: string) =>
  apiPost<ConsentView>(`/consent/confirm/${segment(confirmationToken)}`);

/** Query key of a consent link's answer: public, it does not depend on who is signed in. */
export const consentQueryKey = (token: string) => ['public', 'consent', token] as const;
