import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { createApiKey } from './create-api-key';
import { exchangeExternalToken } from './exchange-external-token';
import { issueExternalToken } from './issue-external-token';
import { listApiKeys } from './list-api-keys';
import { revokeApiKey } from './revoke-api-key';

/** Keys are managed by people in the browser: a call made with an API key may not list, create or revoke keys. */
function refuseApiKeyCaller(request: FastifyRequest): void {
  if (request.apiKey)
    throw errors.unauthorized('API keys are managed by an administrator, not with an API key.');
}

export async function apiKeyRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'apiKeys.list', async ({ session, params, request }) => {
    refuseApiKeyCaller(request);
    return listApiKeys(deps, session, params.ouId);
  });

  route(app, 'apiKeys.create', async ({ session, params, body, request }) => {
    refuseApiKeyCaller(request);
    return createApiKey(deps, session, params.ouId, body);
  });

  route(app, 'apiKeys.revoke', async ({ session, params, request }) => {
    refuseApiKeyCaller(request);
    return revokeApiKey(deps, session, params.ouId, params.keyId);
  });

  route(app, 'apiKeys.issueExternalToken', async ({ session, body, request }) =>
    issueExternalToken(deps, session, request.apiKey, body.login),
  );

  // Public: the token in the body is the credential. Limited per address like a sign-in (the token is 256 random
  // bits, so the limit only keeps guessers from loading the database).
  route(
    app,
    'auth.exchangeExternalToken',
    async ({ body, request }) =>
      exchangeExternalToken(deps, body.token, {
        remoteAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );
}
