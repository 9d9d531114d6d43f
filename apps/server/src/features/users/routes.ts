import {
  changePasswordBodySchema,
  okResultSchema,
  sessionUserSchema,
  userPreferencesBodySchema,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { ok, sessionOf, type ApiApp } from '../../platform/http/api';
import { changePassword } from './change-password';
import { savePreferences } from './save-preferences';

export async function userRoutes(app: ApiApp, deps: Deps): Promise<void> {
  app.post('/users/password', {
    schema: { tags: ['users'], body: changePasswordBodySchema, response: { 200: ok(okResultSchema) } },
    handler: async (req) => ({ result: await changePassword(deps, sessionOf(req), req.body) }),
  });

  app.post('/users/preferences', {
    schema: { tags: ['users'], body: userPreferencesBodySchema, response: { 200: ok(sessionUserSchema) } },
    handler: async (req) => ({ result: await savePreferences(deps, sessionOf(req), req.body) }),
  });
}
