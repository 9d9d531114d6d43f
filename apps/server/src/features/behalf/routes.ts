import {
  behalfServicesResultSchema,
  behalfUserParamsSchema,
  behalfUsersResultSchema,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { ok, sessionOf, type ApiApp } from '../../platform/http/api';
import { behalfServices, listBehalfUsers } from './behalf';

export async function behalfRoutes(app: ApiApp, deps: Deps): Promise<void> {
  const tags = ['deposits'];

  app.get('/behalf/users', {
    schema: { tags, response: { 200: ok(behalfUsersResultSchema) } },
    handler: async (req) => ({ result: await listBehalfUsers(deps, sessionOf(req)) }),
  });

  app.get('/behalf/users/:userId/services', {
    schema: { tags, params: behalfUserParamsSchema, response: { 200: ok(behalfServicesResultSchema) } },
    handler: async (req) => ({ result: await behalfServices(deps, sessionOf(req), req.params.userId) }),
  });
}
