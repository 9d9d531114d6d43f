import { z } from 'zod';
import { LABEL_OVERRIDES_FORMAT, LABEL_OVERRIDES_VERSION } from '../labels/overrides';

// The label catalogue edited in System > Languages (issue 15): keys with their translations, overrides, export and
// import. The rules of a translation are in labels/overrides.ts.
export * from '../labels/overrides';

/** `POST /i18n/translations/:key`: the label key (dotted, as in the catalogue). */
export const labelKeyParamsSchema = z.object({ key: z.string().min(1).max(200) });

/** The translations to save for one key, by locale: a text overrides the bundled one, null goes back to it. */
export const saveTranslationsBodySchema = z.object({
  translations: z.record(z.string(), z.string().nullable()),
});
export type SaveTranslationsBody = z.infer<typeof saveTranslationsBodySchema>;

/** A text replacing the bundled one, with who saved it and when. */
export const labelOverrideSchema = z.object({
  text: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type LabelOverride = z.infer<typeof labelOverrideSchema>;

/** One key: its bundled text in every locale, and the overrides saved over it (by locale). */
export const labelCatalogueEntrySchema = z.object({
  key: z.string(),
  bundled: z.record(z.string(), z.string()),
  overrides: z.record(z.string(), labelOverrideSchema),
});
export type LabelCatalogueEntry = z.infer<typeof labelCatalogueEntrySchema>;

/** `GET /i18n/catalogue`: every key of the bundled catalogue in key order, the locales in menu order. */
export const labelCatalogueSchema = z.object({
  locales: z.array(z.string()),
  entries: z.array(labelCatalogueEntrySchema),
});
export type LabelCatalogue = z.infer<typeof labelCatalogueSchema>;

/** The export file of the overrides, and what an import takes: `{ fr: { key: text } }`. */
export const labelOverridesFileSchema = z.object({
  format: z.literal(LABEL_OVERRIDES_FORMAT),
  version: z.literal(LABEL_OVERRIDES_VERSION),
  overrides: z.record(z.string(), z.record(z.string(), z.string())),
});
export type LabelOverridesFile = z.infer<typeof labelOverridesFileSchema>;

/** What an import did: overrides added, changed, already so, and removed (a text equal to the bundled one). */
export const labelImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  removed: z.number().int(),
});
export type LabelImportResult = z.infer<typeof labelImportResultSchema>;
