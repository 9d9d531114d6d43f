import { z } from 'zod';
import { ALL_PERMISSIONS_MASK, PERMISSION_NAMES } from '../permissions';
import { PROFILE_ROLES } from '../role-templates';
import { servicesListResultSchema } from './service-calls';

// Profiles and the services they link to (docs/product.md §3 "Profile: name, role, permissions, services";
// docs/product.md §7 "/profiles (param ouId)", "Profiles: … profile services GET and POST").

export const profileSchema = z.object({
  id: z.string(),
  ouId: z.string(),
  name: z.string(),
  role: z.string(),
  /** Permission bit masks (PERMISSIONS of permissions.ts): own items, group members' items, OU subtree items. */
  permissions: z.number().int(),
  permissionsOnGroup: z.number().int(),
  permissionsOnOU: z.number().int(),
  /** Orders of users with this profile wait for a validator. */
  needsValidation: z.boolean(),
  version: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /profiles?ouId=: the profiles a user of that OU may hold (its own and its ancestors'), by name. */
export const profilesListQuerySchema = z.object({ ouId: z.string().min(1).max(100).optional() });
export const profilesListResultSchema = z.array(profileSchema);

export const profileIdParamsSchema = z.object({ profileId: z.string().min(1).max(100) });

/** POST /profiles/{profileId}/services: the ids of the services the profile links to from now on (replaces). */
export const profileServicesBodySchema = z.array(z.string().min(1).max(100)).max(1000);

/** GET and POST /profiles/{profileId}/services answer the linked services, as GET /services shows them. */
export const profileServicesResultSchema = servicesListResultSchema;

/** A profile as the administration shows it: with how many users hold it and the ids of its services. */
export const profileDetailSchema = profileSchema.extend({
  userCount: z.number().int(),
  serviceIds: z.array(z.string()),
});
export type ProfileDetail = z.infer<typeof profileDetailSchema>;

const mask = z.number().int().min(0).max(ALL_PERMISSIONS_MASK);

/**
 * POST /profiles: creates a profile (no `id`) or updates one (`id` and the `version` read: a stale one is -13).
 * `serviceIds`, when given, replaces the services it links to (each offered to the profile's OU).
 */
export const profileSaveBodySchema = z.object({
  id: z.string().min(1).max(100).optional(),
  version: z.number().int().optional(),
  ouId: z.string().min(1).max(100),
  name: z.string().trim().min(1).max(200),
  role: z.enum(PROFILE_ROLES),
  permissions: mask,
  permissionsOnGroup: mask,
  permissionsOnOU: mask,
  needsValidation: z.boolean(),
  serviceIds: z.array(z.string().min(1).max(100)).max(1000).optional(),
});
export type ProfileSaveBody = z.infer<typeof profileSaveBodySchema>;

/** GET /roleTemplates: the presets the profile form applies; `grantable` says whether the caller may give it all. */
export const roleTemplateSchema = z.object({
  id: z.string(),
  role: z.enum(PROFILE_ROLES),
  permissions: z.number().int(),
  permissionsOnGroup: z.number().int(),
  permissionsOnOU: z.number().int(),
  needsValidation: z.boolean(),
  grantable: z.boolean(),
});
export type RoleTemplateView = z.infer<typeof roleTemplateSchema>;
export const roleTemplatesResultSchema = z.array(roleTemplateSchema);

export const permissionsUserParamsSchema = z.object({ userId: z.string().min(1).max(100) });

/** One permission of the Permissions screen: held or not in each mask, and where each mask comes from. */
export const userPermissionSchema = z.object({
  permission: z.enum(PERMISSION_NAMES),
  own: z.boolean(),
  group: z.boolean(),
  ou: z.boolean(),
});

/**
 * GET /permissions/{userId}: what a user may do and where it comes from. The three masks are the user's
 * profile's; the group mask applies to the orders of the members of `group`, the OU mask to those of `ouName`
 * and the units below it.
 */
export const userPermissionsResultSchema = z.object({
  userId: z.string(),
  login: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  enabled: z.boolean(),
  ouId: z.string(),
  ouName: z.string(),
  profile: z.object({ id: z.string(), name: z.string(), role: z.string(), ouName: z.string() }).nullable(),
  group: z
    .object({ id: z.string(), code: z.string(), name: z.string(), memberCount: z.number().int() })
    .nullable(),
  permissions: z.array(userPermissionSchema),
});
export type UserPermissions = z.infer<typeof userPermissionsResultSchema>;

/** GET /profiles/offeredServices?ouId=: the services a profile of that OU may link to (its own and its ancestors'). */
export const offeredServicesQuerySchema = z.object({ ouId: z.string().min(1).max(100) });
export const offeredServiceSchema = z.object({ id: z.string(), name: z.string(), enabled: z.boolean() });
export type OfferedService = z.infer<typeof offeredServiceSchema>;
export const offeredServicesResultSchema = z.array(offeredServiceSchema);
