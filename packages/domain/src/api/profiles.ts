import { z } from 'zod';
import { servicesListResultSchema } from './service-calls';

// Profiles and the services they link to (spec §3 "Profile: name, role, permissions, services"; spec §7
// "/profiles (param ouId)", "Profiles: … profile services GET and POST").

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
