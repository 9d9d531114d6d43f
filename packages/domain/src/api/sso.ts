import { z } from 'zod';

// Single sign-on with OpenID Connect per white label (docs/api.md "Single sign-on").

/** What the claim of the provider is compared with: the user's login, or their e-mail address (any case). */
export const SSO_MATCH_BY = ['login', 'email'] as const;
export type SsoMatchBy = (typeof SSO_MATCH_BY)[number];

const ssoSettingsFields = {
  enabled: z.boolean(),
  /** The provider's issuer; its discovery document is read from `<issuer>/.well-known/openid-configuration`. */
  issuerUrl: z.string().max(500),
  clientId: z.string().max(300),
  /** Space-separated; `openid` is required. */
  scopes: z.string().max(500),
  /** The ID-token claim naming the user (`email`, `preferred_username`…). */
  claim: z.string().max(100),
  matchBy: z.enum(SSO_MATCH_BY),
  /** A claim that matches nobody creates a user in `ouId` with `profileId` (else the sign-in is refused). */
  createUsers: z.boolean(),
  ouId: z.string().max(100).nullable(),
  profileId: z.string().max(100).nullable(),
  /** The name on the sign-in button: "Sign in with <buttonText>". */
  buttonText: z.string().max(100),
};

/** The settings as System shows them: never the client secret, only whether one is set. */
export const ssoSettingsSchema = z.object({
  ...ssoSettingsFields,
  brandingId: z.string(),
  clientSecretSet: z.boolean(),
  /** The address to register at the provider as the client's redirect URI. */
  redirectUri: z.string(),
  /** null before the first save. */
  version: z.number().int().nullable(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

export const ssoSaveBodySchema = z.object({
  ...ssoSettingsFields,
  /** A new client secret; null keeps the stored one. */
  clientSecret: z.string().max(1000).nullable(),
  /** The version read (null for the first save): another save in between answers -13. */
  version: z.number().int().nullable(),
});
export type SsoSaveBody = z.infer<typeof ssoSaveBodySchema>;

export const ssoBrandingParamsSchema = z.object({ brandingId: z.string().min(1).max(100) });

/** Whether the sign-in page of this host offers single sign-on, and the name on its button. */
export const ssoStatusSchema = z.object({ enabled: z.boolean(), buttonText: z.string().nullable() });
export type SsoStatus = z.infer<typeof ssoStatusSchema>;

export const ssoStartQuerySchema = z.object({
  /** The page of the app to open after signing in (a path of ours). */
  from: z.string().max(500).optional(),
});

/** The provider's answer, as it comes: checked by the OpenID Connect client, not by this schema. */
export const ssoCallbackQuerySchema = z.looseObject({
  state: z.string().max(1000).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(1000).optional(),
});

export const ssoExchangeBodySchema = z.object({ code: z.string().min(1).max(200) });

export const SSO_ERROR_KEYS = [
  'issuerInvalid',
  'clientIdRequired',
  'clientSecretRequired',
  'scopesOpenid',
  'claimInvalid',
  'ouRequired',
  'profileRequired',
  'profileNotOfOu',
  'buttonTextRequired',
] as const;
export type SsoErrorKey = (typeof SSO_ERROR_KEYS)[number];
export type SsoIssue = { field: string; key: SsoErrorKey };

const CLAIM = /^[A-Za-z0-9_.:-]{1,100}$/;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
// scheme://host[:port][/path]: no user, query or fragment (the domain has no URL parser: it also runs bare).
const ISSUER = /^(https?):\/\/(\[[0-9a-f:]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?(\/[^\s?#]*)?$/i;

/**
 * An issuer is an https URL without query or fragment; plain http only on this machine (a provider run beside
 * the product, as in tests): the ID token and the client secret must not cross a network in clear.
 */
export function isIssuerUrl(value: string): boolean {
  const match = ISSUER.exec(value.trim());
  if (!match) return false;
  const [, scheme, host] = match;
  return scheme?.toLowerCase() === 'https' || LOOPBACK.has(host?.toLowerCase() ?? '');
}

/** The scopes as the provider receives them: split on spaces, duplicates dropped. */
export const ssoScopes = (scopes: string): string[] => [...new Set(scopes.split(/\s+/).filter(Boolean))];

/**
 * The rules of the settings, each refusal at its field. Switched off, only the shape is checked: an
 * administrator may keep unfinished settings aside.
 */
export function validateSsoSettings(body: SsoSaveBody, secretStored: boolean): SsoIssue[] {
  if (!body.enabled) return [];
  const issues: SsoIssue[] = [];
  const add = (field: string, key: SsoErrorKey) => issues.push({ field, key });
  if (!isIssuerUrl(body.issuerUrl)) add('issuerUrl', 'issuerInvalid');
  if (!body.clientId.trim()) add('clientId', 'clientIdRequired');
  if (!secretStored && !body.clientSecret?.trim()) add('clientSecret', 'clientSecretRequired');
  if (!ssoScopes(body.scopes).includes('openid')) add('scopes', 'scopesOpenid');
  if (!CLAIM.test(body.claim.trim())) add('claim', 'claimInvalid');
  if (body.createUsers && !body.ouId) add('ouId', 'ouRequired');
  if (body.createUsers && !body.profileId) add('profileId', 'profileRequired');
  if (!body.buttonText.trim()) add('buttonText', 'buttonTextRequired');
  return issues;
}

/**
 * Why a single sign-on ended on the sign-in page instead of home (`/?ssoError=<key>`), each the label
 * `sso.error.<key>`.
 */
export const SSO_FLOW_ERRORS = [
  'notEnabled',
  'attemptInvalid',
  'providerRefused',
  'answerInvalid',
  'providerUnreachable',
  'claimMissing',
  'userUnknown',
  'userAmbiguous',
  'userDisabled',
] as const;
export type SsoFlowError = (typeof SSO_FLOW_ERRORS)[number];

export const isSsoFlowError = (value: string | null): value is SsoFlowError =>
  (SSO_FLOW_ERRORS as readonly (string | null)[]).includes(value);

/** A page of the app to return to after signing in: a path of ours, never another origin. */
export const isAppPath = (value: string | null | undefined): value is string =>
  !!value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
