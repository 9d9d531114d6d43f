import type { LabelKey } from '@postbridge/domain';

// The endpoint a super administrator sets for a channel's provider (docs/providers.md "Settings in System"): the
// signed shipments go there, so it must be a plain https address of the provider (http only for this machine, for
// a provider running beside the platform), without credentials that would be stored in clear, nor a query.

type EndpointProblem = { reason: string; labelId: LabelKey };

/** Why an endpoint is refused, or null when it is usable. */
export function providerEndpointProblem(value: string): EndpointProblem | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { reason: 'is not a URL', labelId: 'system.provider.error.endpointUrl' };
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    return {
      reason: 'must be an https URL (http only for localhost or 127.0.0.1)',
      labelId: 'system.provider.error.endpointHttps',
    };
  }
  if (url.username || url.password) {
    return {
      reason: 'must not carry a user name or password',
      labelId: 'system.provider.error.endpointCredentials',
    };
  }
  if (url.search || url.hash || /[?#]/.test(value)) {
    return { reason: 'must not carry a query or a fragment', labelId: 'system.provider.error.endpointQuery' };
  }
  return null;
}
