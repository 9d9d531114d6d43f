import { endpoint } from '../contract';
import { externalTokenSchema, issueExternalTokenBodySchema } from '../api-keys';

/** API keys of an account and external-authentication tokens (docs/api.md "API keys"). */
export const apiKeyEndpoints = {
  'apiKeys.issueExternalToken': endpoint({
    method: 'POST',
    path: '/external-tokens',
    summary:
      'With an API key holding the externalAuth scope: a short-lived, single-use sign-in token for one user of its account, for the embedded frame.',
    access: 'session',
    body: issueExternalTokenBodySchema,
    response: externalTokenSchema,
  }),
} as const;
