import { endpoint } from '../contract';
import { removedResultSchema } from '../groups';
import {
  offeredServicesQuerySchema,
  offeredServicesResultSchema,
  permissionsUserParamsSchema,
  profileDetailSchema,
  profileIdParamsSchema,
  profileSaveBodySchema,
  profileServicesBodySchema,
  profileServicesResultSchema,
  profilesListQuerySchema,
  profilesListResultSchema,
  roleTemplatesResultSchema,
  userPermissionsResultSchema,
} from '../profiles';

/**
 * Profiles and the services they link to: read with adminOu or adminService (superAdminView reads), linked with
 * adminService; created, changed and deleted with adminOu in the caller's subtree (docs/administration.md).
 */
export const profileEndpoints = {
  'profiles.list': endpoint({
    method: 'GET',
    path: '/profiles',
    summary: "The profiles a user of an organisation unit may hold (the caller's by default).",
    access: { anyOf: ['adminOu', 'adminService', 'superAdminView'] },
    query: profilesListQuerySchema,
    response: profilesListResultSchema,
  }),
  'profiles.services': endpoint({
    method: 'GET',
    path: '/profiles/:profileId/services',
    summary: 'The services a profile links to.',
    access: { anyOf: ['adminOu', 'adminService', 'superAdminView'] },
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
  'profiles.get': endpoint({
    method: 'GET',
    path: '/profiles/:profileId',
    summary: 'A profile with how many users hold it and the services it links to.',
    access: { anyOf: ['adminOu', 'adminService', 'superAdminView'] },
    params: profileIdParamsSchema,
    response: profileDetailSchema,
  }),
  'profiles.save': endpoint({
    method: 'POST',
    path: '/profiles',
    summary:
      'Creates or updates a profile: name, role, the three permission masks and its services (version-guarded).',
    access: { anyOf: ['adminOu'] },
    body: profileSaveBodySchema,
    response: profileDetailSchema,
  }),
  'profiles.delete': endpoint({
    method: 'DELETE',
    path: '/profiles/:profileId',
    summary: 'Deletes a profile no user holds.',
    access: { anyOf: ['adminOu'] },
    params: profileIdParamsSchema,
    response: removedResultSchema,
  }),
  'profiles.offeredServices': endpoint({
    method: 'GET',
    path: '/profiles/offeredServices',
    summary: 'The services a profile of an organisation unit may link to (its own and its ancestors’).',
    access: { anyOf: ['adminOu', 'superAdminView'] },
    query: offeredServicesQuerySchema,
    response: offeredServicesResultSchema,
  }),
  'profiles.roleTemplates': endpoint({
    method: 'GET',
    path: '/roleTemplates',
    summary: 'Role templates: named presets of a role and the three permission masks, for the profile form.',
    access: { anyOf: ['adminOu', 'superAdminView'] },
    response: roleTemplatesResultSchema,
  }),
  'profiles.userPermissions': endpoint({
    method: 'GET',
    path: '/permissions/:userId',
    summary: 'What a user may do, permission by permission, and where it comes from (profile, group, unit).',
    access: { anyOf: ['adminOu', 'superAdminView'] },
    params: permissionsUserParamsSchema,
    response: userPermissionsResultSchema,
  }),
} as const;
