import { z } from 'zod';

// Groups (docs/product.md §3 "Group: code, name"; §7 "GET /groups"): users whose orders the group's
// validators handle. A group belongs to an organisation unit; its members are users of that unit or of a unit
// below it, each in one group at most. Its validators are the members whose profile holds `validate` in the
// group mask (docs/administration.md).

export const groupMemberSchema = z.object({
  id: z.string(),
  login: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The member validates the orders of the group's members (its profile holds `validate` on the group). */
  validator: z.boolean(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const groupSchema = z.object({
  id: z.string(),
  ouId: z.string(),
  ouName: z.string(),
  code: z.string(),
  name: z.string(),
  members: z.array(groupMemberSchema),
  version: z.number().int(),
});
export type Group = z.infer<typeof groupSchema>;

/**
 * GET /groups: the groups of the units the caller administers, by unit then code; with `ouId`, those a user of
 * that unit may join (groups of the unit and of the units above it that the caller administers).
 */
export const groupsListQuerySchema = z.object({ ouId: z.string().min(1).max(100).optional() });
export const groupsListResultSchema = z.array(groupSchema);

export const groupIdParamsSchema = z.object({ groupId: z.string().min(1).max(100) });

/**
 * POST /groups: creates a group (no `id`) or updates one (`id` and the `version` read: a stale one is -13; its
 * unit does not change). `memberIds` are exactly the members from now on: a user taken from another group leaves
 * it.
 */
export const groupSaveBodySchema = z.object({
  id: z.string().min(1).max(100).optional(),
  version: z.number().int().optional(),
  ouId: z.string().min(1).max(100),
  code: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9._-]+$/, 'letters, digits, dot, dash and underscore only'),
  name: z.string().trim().min(1).max(200),
  memberIds: z.array(z.string().min(1).max(100)).max(10000),
});
export type GroupSaveBody = z.infer<typeof groupSaveBodySchema>;

/** GET /groups/users?ouId=: the users of a unit and the units below it that the caller administers. */
export const administeredUsersQuerySchema = z.object({ ouId: z.string().min(1).max(100).optional() });
export const administeredUserSchema = z.object({
  id: z.string(),
  login: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  ouId: z.string(),
  ouName: z.string(),
  groupId: z.string().nullable(),
  profileName: z.string().nullable(),
  enabled: z.boolean(),
});
export type AdministeredUser = z.infer<typeof administeredUserSchema>;
export const administeredUsersResultSchema = z.array(administeredUserSchema);

/** DELETE /groups/{groupId} and DELETE /profiles/{profileId} answer the id removed. */
export const removedResultSchema = z.object({ id: z.string() });
