import { z } from 'zod';
import { permissionsMask } from '../permissions';

// API keys of an account (docs/api.md "API keys"): a trusted back end calls the API as a technical user of the
// key's OU, with the key's scopes.

/** What a key may do. `externalAuth` lets a trusted back end sign its users in (issueExternalToken). */
export const API_KEY_SCOPES = ['deposit', 'order', 'validate', 'read', 'admin', 'externalAuth'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The recognisable start of every key secret: the server tells a key from a session token by it. */
export const API_KEY_SECRET_PREFIX = 'pbk_';

type ScopeMasks = { permissions: number; permissionsOnOU: number };

// Our decision (docs/domain-decisions.md "API keys"): each scope is a fixed set of permissions; deposit and order
// reach the key's own items, validate and read reach the whole OU subtree, admin the OU's administration. externalAuth grants
// none: it only opens POST /external-tokens.
const SCOPE_MASKS: Record<ApiKeyScope, ScopeMasks> = {
  deposit: { permissions: permissionsMask(['createOrders', 'viewOrders']), permissionsOnOU: 0 },
  order: { permissions: permissionsMask(['createOrders', 'cancel', 'viewOrders']), permissionsOnOU: 0 },
  // A validating system (an approval workflow): sees the orders of the key's account and below, validates or
  // rejects them.
  validate: {
    permissions: permissionsMask(['viewOrders']),
    permissionsOnOU: permissionsMask(['viewOrders', 'viewOrdersOthers', 'validate']),
  },
  read: {
    permissions: permissionsMask(['viewOrders', 'viewOrdersOthers']),
    permissionsOnOU: permissionsMask(['viewOrders', 'viewOrdersOthers']),
  },
  admin: { permissions: permissionsMask(['adminOu', 'adminService']), permissionsOnOU: 0 },
  externalAuth: { permissions: 0, permissionsOnOU: 0 },
};

/** The permission masks a key with these scopes acts with (its group mask is always empty). */
export function apiKeyPermissions(scopes: readonly ApiKeyScope[]): ScopeMasks {
  return scopes.reduce<ScopeMasks>(
    (sum, scope) => ({
      permissions: sum.permissions | SCOPE_MASKS[scope].permissions,
      permissionsOnOU: sum.permissionsOnOU | SCOPE_MASKS[scope].permissionsOnOU,
    }),
    { permissions: 0, permissionsOnOU: 0 },
  );
}

export const apiKeySchema = z.object({
  id: z.string(),
  ouId: z.string(),
  name: z.string(),
  /** The first characters of the secret (`pbk_` and 8 more): enough to recognise a key, useless to call with. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** Calls per minute this key may make; more answer -4 (429). */
  rateLimitPerMinute: z.number().int(),
  /** The profile whose services a deposit with this key may use; null: none. */
  profileId: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyOuParamsSchema = z.object({ ouId: z.string().min(1).max(100) });
export const apiKeyParamsSchema = apiKeyOuParamsSchema.extend({ keyId: z.string().min(1).max(100) });

export const createApiKeyBodySchema = z.object({
  name: z.string().trim().min(1).max(100),
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'a scope is listed twice'),
  /** The end of the key's validity (an ISO instant in the future); absent or null: no expiry. */
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  profileId: z.string().min(1).max(100).nullable().optional(),
  rateLimitPerMinute: z.number().int().min(1).max(100_000).optional(),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

/** The key and its secret: the only answer that carries the secret, which is stored hashed. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/**
 * External authentication (docs/api.md "External authentication"): with an API key holding the `externalAuth`
 * scope, a trusted back end asks for a short-lived, single-use token for one of the users of the key's OU (or
 * below) and hands it to the embedded frame (`setToken`), which exchanges it once for a session
 * (`auth.exchangeExternalToken`).
 */
export const issueExternalTokenBodySchema = z.object({ login: z.string().trim().min(1).max(200) });
export type IssueExternalTokenBody = z.infer<typeof issueExternalTokenBodySchema>;
export const externalTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type ExternalToken = z.infer<typeof externalTokenSchema>;
