import { z } from 'zod';
import { servicesListResultSchema } from './service-calls';

// Deposits on behalf of another user (docs/product.md §6 "behalf"; docs/product.md §2 "A deposit can be made
// on behalf of another user"): the users a caller with the behalf permission may deposit for, and the
// services of one of them.

/** A user a deposit may be made for: enabled, with a profile, in the caller's OU subtree, not the caller. */
export const behalfUserSchema = z.object({
  id: z.string(),
  login: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  ouId: z.string(),
});
export type BehalfUser = z.infer<typeof behalfUserSchema>;

/** GET /behalf/users: by last name, first name, login. */
export const behalfUsersResultSchema = z.array(behalfUserSchema);

export const behalfUserParamsSchema = z.object({ userId: z.string().min(1).max(100) });

/** GET /behalf/users/{userId}/services: that user's profile services (enabled), in full, by name. */
export const behalfServicesResultSchema = servicesListResultSchema;
