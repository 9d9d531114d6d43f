import { z } from 'zod';

export const uiPreferencesSchema = z.object({
  defaultSearchRangeDays: z.number().int().min(0).max(31),
  validatedPushNotification: z.boolean(),
  rejectedPushNotification: z.boolean(),
  pendingPushNotification: z.boolean(),
  dataDisplayMode: z.enum(['tiles', 'list']),
});
export type UiPreferences = z.infer<typeof uiPreferencesSchema>;

export const sessionServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  description: z.string().nullable(),
  iconName: z.string(),
  iconColor: z.string(),
});
export type SessionService = z.infer<typeof sessionServiceSchema>;

/** The user session of docs/product.md §3 (what the browser keeps after login). */
export const sessionUserSchema = z.object({
  id: z.string(),
  login: z.string(),
  ouId: z.string(),
  ouName: z.string(),
  permissions: z.number().int(),
  permissionsOnGroup: z.number().int(),
  permissionsOnOU: z.number().int(),
  groupId: z.string().nullable(),
  profileId: z.string().nullable(),
  role: z.string().nullable(),
  title: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  locale: z.string(),
  allowEMailNotifications: z.boolean(),
  /** Days before the password expires; null when the account's policy sets no validity. */
  passwordExpireDays: z.number().int().nullable(),
  services: z.array(sessionServiceSchema),
  uipreferences: uiPreferencesSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authenticateQuerySchema = z.object({
  withProfileDetail: z.enum(['true', 'false']).optional(),
});
export const authenticateBodySchema = z.object({
  login: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(1000),
});
export type AuthenticateBody = z.infer<typeof authenticateBodySchema>;
export const authenticateResultSchema = z.object({ authToken: z.string(), user: sessionUserSchema });
export type AuthenticateResult = z.infer<typeof authenticateResultSchema>;

export const checkQuerySchema = authenticateQuerySchema;
export const checkResultSchema = z.object({ user: sessionUserSchema, expiresAt: z.string() });
export type CheckResult = z.infer<typeof checkResultSchema>;

export const triggerLostPasswordBodySchema = z.object({
  userEMailAddress: z.string().trim().email().max(320),
});
export const changeLostPasswordBodySchema = z.object({
  userLogin: z.string().trim().min(1).max(200),
  lostPasswordToken: z.string().min(1).max(200),
  newPassword: z.string().min(1).max(1000),
});
export type ChangeLostPasswordBody = z.infer<typeof changeLostPasswordBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(1000),
  newPassword: z.string().min(1).max(1000),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/**
 * POST /users/preferences: the signed-in user's own display and notification preferences (docs/product.md §3
 * User session "uipreferences"); the fields sent replace the stored ones, the answer is the session user with
 * them.
 */
export const userPreferencesBodySchema = uiPreferencesSchema
  .extend({ defaultSearchRangeDays: z.number().int().min(1).max(31) })
  .partial()
  .strict();
export type UserPreferencesBody = z.infer<typeof userPreferencesBodySchema>;

export const okResultSchema = z.literal(true);

/**
 * External authentication (docs/api.md "External authentication"): the single-use token a trusted back end got
 * for one of its users with an API key (`apiKeys.issueExternalToken`), handed to the embedded frame by the
 * parent page's `setToken`, exchanged once for a session.
 */
export const exchangeExternalTokenBodySchema = z.object({ token: z.string().trim().min(1).max(200) });
export type ExchangeExternalTokenBody = z.infer<typeof exchangeExternalTokenBodySchema>;
