import {
  profileIdParamsSchema,
  profileServicesBodySchema,
  profileServicesResultSchema,
  profilesListQuerySchema,
  profilesListResultSchema,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { ok, sessionOf, type ApiApp } from '../../platform/http/api';
import { getProfileServices } from './get-profile-services';
import { listProfiles } from './list-profiles';
import { saveProfileServices } from './save-profile-services';

export async function profileRoutes(app: ApiApp, deps: Deps): Promise<void> {
  const tags = ['profiles'];

  app.get('/profiles', {
    schema: { tags, querystring: profilesListQuerySchema, response: { 200: ok(profilesListResultSchema) } },
    handler: async (req) => ({ result: await listProfiles(deps, sessionOf(req), req.query.ouId) }),
  });

  app.get('/profiles/:profileId/services', {
    schema: { tags, params: profileIdParamsSchema, response: { 200: ok(profileServicesResultSchema) } },
    handler: async (req) => ({
      result: await getProfileServices(deps, sessionOf(req), req.params.profileId),
    }),
  });

  // The body is the list of service ids the profile links to (it replaces the links).
  app.post('/profiles/:profileId/services', {
    schema: {
      tags,
      params: profileIdParamsSchema,
      body: profileServicesBodySchema,
      response: { 200: ok(profileServicesResultSchema) },
    },
    handler: async (req) => ({
      result: await saveProfileServices(deps, sessionOf(req), req.params.profileId, req.body),
    }),
  });
}
