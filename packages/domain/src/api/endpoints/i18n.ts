import { endpoint } from '../contract';
import { labelsResultSchema, localeQuerySchema, localesResultSchema } from '../app';

/** Labels and locales of the web client (public: the sign-in page needs them). */
export const i18nEndpoints = {
  'i18n.labels': endpoint({
    method: 'GET',
    path: '/i18n/labels_frontend1',
    summary: "The web client's labels in a locale (English for an unknown one), by label id.",
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
} as const;
