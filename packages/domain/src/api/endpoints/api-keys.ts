import { z } from 'zod';
import { endpoint } from '../contract';
import {
  apiKeyOuParamsSchema,
  apiKeyParamsSchema,
  apiKeySchema,
  createApiKeyBodySchema,
  createdApiKeySchema,
  externalTokenSchema,
  issueExternalTokenBodySchema,
} from '../api-keys';

/** API keys of an account and external-authentication tokens (docs/api.md "API keys"). */
export const apiKeyEndpoints = {
  'apiKeys.list': endpoint({
    method: 'GET',
    path: '/ou/:ouId/api-keys',
    summary: 'The API keys of an account, revoked ones included (never their secrets).',
    access: { anyOf: ['adminOu', 'superAdminView'] },
    params: apiKeyOuParamsSchema,
    response: z.array(apiKeySchema),
  }),
  'apiKeys.create': endpoint({
    method: 'POST',
    path: '/ou/:ouId/api-keys',
    summary: 'Creates an API key of an account; the answer carries its secret, shown this once only.',
    access: { anyOf: ['adminOu'] },
    params: apiKeyOuParamsSchema,
    body: createApiKeyBodySchema,
    response: createdApiKeySchema,
  }),
  'apiKeys.revoke': endpoint({
    method: 'DELETE',
    path: '/ou/:ouId/api-keys/:keyId',
    summary: 'Revokes an API key of an account: every later call with it answers -12.',
    access: { anyOf: ['adminOu'] },
    params: apiKeyParamsSchema,
    response: apiKeySchema,
  }),
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
