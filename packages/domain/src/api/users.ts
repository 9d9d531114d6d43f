import { z } from 'zod';
import { apiIssueSchema } from './envelope';
import { isCidrRange } from './ou';

// The administered user (docs/product.md §3 "User (administered)", §7 "/users, /users/all, /users/{userId},
// create or update user, DELETE user"), its CSV import and export (§5 "User import lines: columns must match
// and the profile must exist"). Decisions in docs/administration.md "Users".

const id = () => z.string().min(1).max(100);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** The eight interface languages (labels/index.ts LOCALES), as a user's language. */
export const USER_LOCALES = ['en', 'de', 'es', 'fr', 'he', 'hu', 'nl', 'pt'] as const;

/** A login: 1 to 100 characters, no spaces or control characters (it is typed at sign-in and put in CSV files). */
export const userLoginSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[^\s\p{Cc};,"']+$/u, 'no spaces, quotes, commas, semicolons or control characters');

export const addressRangeSchema = z
  .string()
  .trim()
  .max(64)
  .refine(isCidrRange, 'must be an address range in CIDR notation, such as 192.168.0.0/24');

/** At most this many address ranges per user. */
export const MAX_ADDRESS_RANGES = 50;

export const adminUserSchema = z.object({
  id: z.string(),
  ouId: z.string(),
  ouName: z.string(),
  login: z.string(),
  title: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  locale: z.string(),
  profileId: z.string().nullable(),
  profileName: z.string().nullable(),
  /** The profile's own-items mask: what the user may do (the screens show and compare it). */
  profilePermissions: z.number().int(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  enabled: z.boolean(),
  /** Addresses the user may sign in from (CIDR); empty: any address. */
  allowedAddressRanges: z.array(z.string()),
  /** The user was given a temporary password and changes it at the next sign-in. */
  mustChangePassword: z.boolean(),
  creationDate: z.string(),
  version: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Users per page of GET /users, by default and at most. */
export const USERS_PAGE_SIZE = 50;
export const MAX_USERS_PAGE_SIZE = 200;

/** GET /users: filters and a page, by login. `ouId` with `subtree=false` lists that unit alone. */
export const usersListQuerySchema = z.object({
  text: z.string().trim().max(200).optional(),
  ouId: id().optional(),
  subtree: z.enum(['true', 'false']).optional(),
  profileId: id().optional(),
  groupId: id().optional(),
  enabled: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(MAX_USERS_PAGE_SIZE).default(USERS_PAGE_SIZE),
});
/** What a caller sends (the page numbers as numbers; the query string carries them as text). */
export type UsersListQuery = Omit<z.input<typeof usersListQuerySchema>, 'page' | 'pageSize'> & {
  page?: number;
  pageSize?: number;
};
export type UsersListFilters = z.output<typeof usersListQuerySchema>;
export const usersListResultSchema = z.object({
  users: z.array(adminUserSchema),
  /** How many users match the filters (all pages). */
  total: z.number().int(),
});
export type UsersListResult = z.infer<typeof usersListResultSchema>;

/** GET /users/all: every user of an organisation unit (and below), briefly, to choose from (group members…). */
export const usersAllQuerySchema = z.object({ ouId: id().optional() });
export const userRefSchema = z.object({
  id: z.string(),
  login: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  ouId: z.string(),
  groupId: z.string().nullable(),
  enabled: z.boolean(),
});
export type UserRef = z.infer<typeof userRefSchema>;
/** At most this many users in the answer of GET /users/all. */
export const MAX_USERS_ALL = 5000;
export const usersAllResultSchema = z.array(userRefSchema);

export const userIdParamsSchema = z.object({ userId: id() });

/** POST /users: creates a user (no `id`) or updates one (`id` and the `version` read). */
export const saveUserBodySchema = z
  .object({
    id: id().optional(),
    version: z.number().int().optional(),
    ouId: id(),
    login: userLoginSchema,
    title: optionalText(50),
    firstName: optionalText(100),
    lastName: optionalText(100),
    emailAddress: optionalText(320),
    phoneNumber: optionalText(40),
    mobileNumber: optionalText(40),
    locale: z.enum(USER_LOCALES),
    profileId: id(),
    groupId: id()
      .nullish()
      .transform((v) => v ?? null),
    enabled: z.boolean().default(true),
    allowedAddressRanges: z.array(addressRangeSchema).max(MAX_ADDRESS_RANGES).default([]),
    /** Sent after the warning that the caller is reducing their own permissions (docs/product.md §6). */
    confirmOwnPermissionsReduced: z.boolean().optional(),
  })
  .refine((b) => b.id === undefined || b.version !== undefined, {
    message: 'required when updating a user',
    path: ['version'],
  });
export type SaveUserBody = z.input<typeof saveUserBodySchema>;
export type SaveUserInput = z.output<typeof saveUserBodySchema>;

/** The saved user; a new user's temporary password, shown once (it must be changed at the first sign-in). */
export const saveUserResultSchema = z.object({
  user: adminUserSchema,
  temporaryPassword: z.string().nullable(),
});
export type SaveUserResult = z.infer<typeof saveUserResultSchema>;

export const setUserEnabledBodySchema = z.object({ enabled: z.boolean(), version: z.number().int() });

/**
 * The columns of a users CSV file, in order (`;` between fields, a header line): what GET /users/export writes and
 * POST /users/import reads. `profile` is a profile's name, `group` a group's code, `enabled` `true` or `false`,
 * `allowedAddressRanges` CIDR ranges separated by spaces. The export adds `creationDate` (the import ignores it).
 */
export const USER_CSV_COLUMNS = [
  'login',
  'title',
  'firstName',
  'lastName',
  'emailAddress',
  'phoneNumber',
  'mobileNumber',
  'locale',
  'profile',
  'group',
  'enabled',
  'allowedAddressRanges',
] as const;
export const USER_CSV_EXPORT_COLUMNS = [...USER_CSV_COLUMNS, 'creationDate'] as const;
/** Users per import file at most (each gets a password hash: a larger file is refused, not queued). */
export const MAX_USER_IMPORT_LINES = 1000;

export const usersExportQuerySchema = z.object({ ouId: id().optional() });

/** POST /users/import: every line imported, each new user with its temporary password (shown once). */
export const importUsersResultSchema = z.object({
  imported: z.number().int(),
  users: z.array(z.object({ login: z.string(), temporaryPassword: z.string() })),
});
export type ImportUsersResult = z.infer<typeof importUsersResultSchema>;

/** POST /users/import/check: how many users the file holds and every problem found (nothing is imported). */
export const checkUsersImportResultSchema = z.object({
  lines: z.number().int(),
  issues: z.array(apiIssueSchema),
});
export type CheckUsersImportResult = z.infer<typeof checkUsersImportResultSchema>;
