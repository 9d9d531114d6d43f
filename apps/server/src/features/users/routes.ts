import { changePasswordBodySchema, okResultSchema } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { ok, sessionOf, type ApiApp } from '../../platform/http/api';
import { changePassword } from './change-password';

export async function userRoutes(app: ApiApp, deps: Deps): Promise<void> {
  app.post('/users/password', {
    schema: { tags: ['users'], body: changePasswordBodySchema, response: { 200: ok(okResultSchema) } },
    handler: async (req) => ({ result: await changePassword(deps, sessionOf(req), req.body) }),
  });
}
