import { brandingSchema, type Branding } from '@postbridge/domain';
import { api } from '../../api/api';

// The embedded mode's own calls (docs/api.md "External authentication", docs/embedding.md).

export const exchangeExternalToken = (token: string) =>
  api.post('/authentication/external', { body: { token }, query: { withProfileDetail: 'true' } });

/**
 * The white label of the host this frame is served from: GET /brandings/my asked without the session, because
 * signed in it answers the user's account's white label, while the parent origins that may frame this page
 * (frame-ancestors) are the host's. The frame talks with the same origins the server lets frame it.
 */
export async function fetchHostBranding(): Promise<Branding> {
  const response = await fetch('/api/brandings/my', { headers: { Accept: 'application/json' } });
  const body: unknown = await response.json();
  if (!response.ok || typeof body !== 'object' || body === null || !('result' in body))
    throw new Error(`GET /api/brandings/my answered HTTP ${response.status}.`);
  return brandingSchema.parse(body.result);
}
