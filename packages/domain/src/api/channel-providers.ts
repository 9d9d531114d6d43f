import { z } from 'zod';

// A channel's provider settings (issue 15, System > Channels > provider): the endpoint its provider is reached at
// and the secret both sides sign with (docs/providers.md "Settings in System"). The secret is write-only: stored
// encrypted, never answered, except once in the answer of the save that generated it.

/** The provider adapters of the platform, by `channel.providerName` (the server's adapters carry these names). */
export const PROVIDER_NAMES = [
  'simulator',
  'smtp',
  'print-drop',
  'on-premise',
  'http-provider',
  'smpp',
  'ipp-print',
] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** Shortest and longest secret a super administrator may set (TRACKING_SECRETS asks 16 characters too). */
export const PROVIDER_SECRET_MIN_LENGTH = 16;
export const PROVIDER_SECRET_MAX_LENGTH = 256;
export const PROVIDER_ENDPOINT_MAX_LENGTH = 2000;
/** The `smpp` provider's secret is the SMPP 3.4 password of its SMS centre: 1 to 8 characters, never generated. */
export const SMPP_PASSWORD_MAX_LENGTH = 8;

/** Where a setting in use comes from: set in System, from the configuration (environment), or nowhere. */
export const PROVIDER_SETTING_SOURCES = ['system', 'configuration', 'none'] as const;
export type ProviderSettingSource = (typeof PROVIDER_SETTING_SOURCES)[number];

export const channelProviderParamsSchema = z.object({ channelId: z.string().min(1).max(100) });

/** GET /channels/{channelId}/provider. */
export const channelProviderSchema = z.object({
  channelId: z.string(),
  /** The channel's provider (its `providerName`). */
  providerName: z.string(),
  /** The provider adapters a channel may name. */
  providers: z.array(z.string()),
  /** The endpoint set in System; null: none (the configuration's, if any, is used). */
  endpoint: z.string().nullable(),
  /** A secret is set in System for this channel. */
  secretSet: z.boolean(),
  /** When the System secret was last set; null when none is. */
  secretUpdatedAt: z.string().nullable(),
  /** Where the endpoint and the secret in use come from. */
  source: z.object({
    endpoint: z.enum(PROVIDER_SETTING_SOURCES),
    secret: z.enum(PROVIDER_SETTING_SOURCES),
  }),
  /** The path the provider reports its tracking events to (docs/providers.md "Tracking"). */
  trackingPath: z.string(),
  /** The version of the settings, to send back with a change; 0 when nothing was ever set. */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ChannelProvider = z.infer<typeof channelProviderSchema>;

/**
 * POST /channels/{channelId}/provider: what is given changes, what is left out stays. `endpoint: null` removes
 * the System endpoint, `secret: null` the System secret; `generateSecret` draws a new one, answered once.
 * `version` must be the one the GET answered (-13 otherwise).
 */
export const channelProviderSaveBodySchema = z.object({
  version: z.number().int().min(0),
  endpoint: z.string().trim().max(PROVIDER_ENDPOINT_MAX_LENGTH).nullable().optional(),
  /** At least PROVIDER_SECRET_MIN_LENGTH characters (refused at the field with its label). */
  secret: z.string().max(PROVIDER_SECRET_MAX_LENGTH).nullable().optional(),
  generateSecret: z.boolean().default(false),
});
export type ChannelProviderSaveBody = z.input<typeof channelProviderSaveBodySchema>;

export const channelProviderSaveResultSchema = channelProviderSchema.extend({
  /** The secret just generated: in this answer only, never again. */
  generatedSecret: z.string().nullable(),
});
export type ChannelProviderSaveResult = z.infer<typeof channelProviderSaveResultSchema>;
