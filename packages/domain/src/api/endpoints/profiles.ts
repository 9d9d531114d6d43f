import { endpoint } from '../contract';
import {
  profileIdParamsSchema,
  profileServicesBodySchema,
  profileServicesResultSchema,
  profilesListQuerySchema,
  profilesListResultSchema,
} from '../profiles';

/** Profiles and the services they link to: read with adminOu or adminService, linked with adminService. */
export const profileEndpoints = {
  'profiles.list': endpoint({
    method: 'GET',
    path: '/profiles',
    summary: "The profiles a user of an organisation unit may hold (the caller's by default).",
    access: { anyOf: ['adminOu', 'adminService'] },
    query: profilesListQuerySchema,
    response: profilesListResultSchema,
  }),
  'profiles.services': endpoint({
    method: 'GET',
    path: '/profiles/:profileId/services',
    summary: 'The services a profile links to.',
    access: { anyOf: ['adminOu', 'adminService'] },
    params: profileIdParamsSchema,
    response: profileServicesResultSchema,
  }),
  'profiles.saveServices': endpoint({
    method: 'POST',
    path: '/profiles/:profileId/services',
    summary: 'Links a profile to exactly these services (the body lists their ids; it replaces the links).',
    access: { anyOf: ['adminService'] },
    params: profileIdParamsSchema,
    body: profileServicesBodySchema,
    response: profileServicesResultSchema,
  }),
} as const;
