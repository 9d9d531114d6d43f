import { endpoint } from '../contract';
import { labelsResultSchema, localeQuerySchema, localesResultSchema } from '../app';
import {
  labelCatalogueEntrySchema,
  labelCatalogueSchema,
  labelImportResultSchema,
  labelKeyParamsSchema,
  labelOverridesFileSchema,
  saveTranslationsBodySchema,
} from '../i18n';

/**
 * Labels and locales of the web client (public: the sign-in page needs them), and the label overrides edited in
 * System > Languages: read by super administrators (superAdminView too), written by superAdmin.
 */
export const i18nEndpoints = {
  'i18n.labels': endpoint({
    method: 'GET',
    path: '/i18n/labels_frontend1',
    summary:
      "The web client's labels in a locale (English for an unknown one), by label id, with the overrides saved in System over the bundled texts. Answers an ETag; 304 to If-None-Match.",
    access: 'public',
    query: localeQuerySchema,
    response: labelsResultSchema,
  }),
  'i18n.locales': endpoint({
    method: 'GET',
    path: '/i18n/locales',
    summary: 'The locales the web client is offered in.',
    access: 'public',
    query: localeQuerySchema,
    response: localesResultSchema,
  }),
  'i18n.catalogue': endpoint({
    method: 'GET',
    path: '/i18n/catalogue',
    summary: 'Every label key with its bundled text in each locale and the overrides saved over them.',
    access: { anyOf: ['superAdmin', 'superAdminView'] },
    response: labelCatalogueSchema,
  }),
  'i18n.saveTranslations': endpoint({
    method: 'POST',
    path: '/i18n/translations/:key',
    summary:
      'Saves the translations of one label key by locale: a text overrides the bundled one, null goes back to it.',
    access: { anyOf: ['superAdmin'] },
    params: labelKeyParamsSchema,
    body: saveTranslationsBodySchema,
    response: labelCatalogueEntrySchema,
  }),
  'i18n.exportOverrides': endpoint({
    method: 'GET',
    path: '/i18n/overrides/export',
    summary: 'Downloads the label overrides as a JSON file, to import them elsewhere.',
    access: { anyOf: ['superAdmin', 'superAdminView'] },
    kind: 'file',
  }),
  'i18n.importOverrides': endpoint({
    method: 'POST',
    path: '/i18n/overrides/import',
    summary:
      'Saves the overrides of an exported file, every entry checked like an edit: all of them, or none with each refusal named.',
    access: { anyOf: ['superAdmin'] },
    body: labelOverridesFileSchema,
    response: labelImportResultSchema,
  }),
} as const;
