import {
  authenticateBodySchema,
  authenticateQuerySchema,
  authenticateResultSchema,
  changeLostPasswordBodySchema,
  checkQuerySchema,
  checkResultSchema,
  okResultSchema,
  triggerLostPasswordBodySchema,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { ok, sessionOf, tokenOf, type ApiApp } from '../../platform/http/api';
import { authenticate } from './authenticate';
import { changeLostPassword } from './change-lost-password';
import { LoginLimiter } from './login-limiter';
import { logout } from './logout';
import { presentSessionUser } from './present-session-user';
import { resolveSession } from './resolve-session';
import { sessionServices } from '../services/session-services';
import { triggerLostPassword } from './trigger-lost-password';

export async function authRoutes(app: ApiApp, deps: Deps): Promise<void> {
  const limiter = new LoginLimiter(deps.config.loginLimits);

  app.post('/authentication/authenticate', {
    config: { public: true },
    schema: {
      tags: ['authentication'],
      querystring: authenticateQuerySchema,
      body: authenticateBodySchema,
      response: { 200: ok(authenticateResultSchema) },
    },
    handler: async (req) => ({
      result: await authenticate(deps, limiter, {
        login: req.body.login,
        password: req.body.password,
        remoteAddress: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
      }),
    }),
  });

  app.get('/authentication/check', {
    config: { public: true },
    schema: {
      tags: ['authentication'],
      querystring: checkQuerySchema,
      response: { 200: ok(checkResultSchema) },
    },
    handler: async (req) => {
      const { account, expiresAt } = await resolveSession(deps, tokenOf(req));
      const services = await sessionServices(deps.db, account.profile_id);
      return { result: { user: presentSessionUser(account, deps.clock.now(), services), expiresAt } };
    },
  });

  app.post('/authentication/logout', {
    schema: { tags: ['authentication'], response: { 200: ok(okResultSchema) } },
    handler: async (req) => ({ result: await logout(deps, sessionOf(req)) }),
  });

  app.post('/authentication/triggerLostPassword', {
    config: { public: true, rateLimit: { max: 10, timeWindow: '15 minutes' } },
    schema: {
      tags: ['authentication'],
      body: triggerLostPasswordBodySchema,
      response: { 200: ok(okResultSchema) },
    },
    handler: async (req) => ({ result: await triggerLostPassword(deps, req.body.userEMailAddress) }),
  });

  app.post('/authentication/changeLostPassword', {
    config: { public: true, rateLimit: { max: 20, timeWindow: '15 minutes' } },
    schema: {
      tags: ['authentication'],
      body: changeLostPasswordBodySchema,
      response: { 200: ok(okResultSchema) },
    },
    handler: async (req) => ({ result: await changeLostPassword(deps, req.body) }),
  });
}
