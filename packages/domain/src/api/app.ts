import { z } from 'zod';

export const moduleVersionSchema = z.object({
  artifactId: z.string(),
  artifactVersion: z.string(),
  scmrevision: z.string(),
});
export const appVersionResultSchema = z.object({
  version: z.string(),
  revision: z.string(),
  moduleVersions: z.array(moduleVersionSchema),
});
export type AppVersion = z.infer<typeof appVersionResultSchema>;

/** GET /app/ready: whether this process can serve (its database answers), and its work pool's load. */
export const appReadinessResultSchema = z.object({
  ready: z.boolean(),
  database: z.boolean(),
  workThreads: z.number().int(),
  queuedWork: z.number().int(),
});
export type AppReadiness = z.infer<typeof appReadinessResultSchema>;

export const appConfigResultSchema = z.object({
  applicationName: z.string(),
  /** Latest web client version the server ships; the app reloads when it differs from its built-in one. */
  latestClientVersion: z.string(),
  defaultLocale: z.string(),
  locales: z.array(z.string()),
  printerBasePath: z.string(),
  defaultSearchRangeDays: z.number().int(),
  availableFonts: z.array(z.string()),
  invoicingPlatformUrl: z.string().nullable(),
});
export type AppConfig = z.infer<typeof appConfigResultSchema>;

export const statusColorSchema = z.object({ color: z.string(), textColor: z.string(), name: z.string() });

export const brandingSchema = z.object({
  id: z.string(),
  name: z.string(),
  applicationName: z.string(),
  virtualHost: z.string().nullable(),
  authenticationRealm: z.string().nullable(),
  backgroundImageURL: z.string().nullable(),
  logoImageURL: z.string().nullable(),
  notificationIconURL: z.string().nullable(),
  properties: z.object({
    css: z.string().nullable(),
    /** Favicon as its MIME type plus base64 content (docs/product.md §2). */
    favicon: z.object({ type: z.string(), content: z.string() }).nullable(),
    primaryColor: z.string().nullable(),
    iconColors: z.record(z.string(), z.string()),
    /** Parent-page origins allowed to receive embedded-mode events. */
    embeddedParentUrls: z.array(z.string()),
    /**
     * The chat provider's widget script (https), loaded by the app; null: no chat support. The pages of the
     * white label's virtual host allow its origin in their Content-Security-Policy, and no other host's do.
     */
    chatSupportUrl: z.string().nullable(),
  }),
  statusColors: z.record(z.string(), statusColorSchema),
});
export type Branding = z.infer<typeof brandingSchema>;

export const localeQuerySchema = z.object({ locale: z.string().min(2).max(10).optional() });
export const labelsResultSchema = z.record(z.string(), z.string());
export const localeInfoSchema = z.object({
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  dir: z.enum(['ltr', 'rtl']),
});
export type LocaleInfo = z.infer<typeof localeInfoSchema>;
export const localesResultSchema = z.array(localeInfoSchema);
