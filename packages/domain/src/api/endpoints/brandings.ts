import { z } from 'zod';
import { endpoint } from '../contract';
import { brandingSchema } from '../app';
import {
  brandingDeleteResultSchema,
  brandingDetailListSchema,
  brandingDetailSchema,
  brandingIdParamsSchema,
  brandingImageParamsSchema,
  brandingImageSchema,
  brandingNewsByLocaleSchema,
  brandingNewsParamsSchema,
  brandingNewsQuerySchema,
  brandingNewsSaveBodySchema,
  brandingNewsSaveParamsSchema,
  brandingNewsSchema,
  brandingSaveBodySchema,
} from '../brandings';

/** A white label as an account form offers it: its id and name. */
const brandingSummarySchema = z.object({ id: z.string(), name: z.string() });

/** White-labelling: the branding shown, and the white labels edited in System (issue 15). */
export const brandingEndpoints = {
  'brandings.my': endpoint({
    method: 'GET',
    path: '/brandings/my',
    summary:
      "The branding to show: the host's, narrowed to the user's organisation unit when a valid session token is sent.",
    access: 'public',
    response: brandingSchema,
  }),
  'brandings.list': endpoint({
    method: 'GET',
    path: '/brandings',
    summary: 'The white labels of the platform, by name: what an account may be branded with.',
    access: { anyOf: ['adminOu', 'adminHierarchy', 'superAdmin', 'superAdminView'] },
    response: z.array(brandingSummarySchema),
  }),
  'brandings.all': endpoint({
    method: 'GET',
    path: '/brandings/all',
    summary: 'Every white label in full, with its version, last save and how many accounts show it.',
    access: { anyOf: ['superAdmin', 'superAdminView'] },
    response: brandingDetailListSchema,
  }),
  'brandings.save': endpoint({
    method: 'POST',
    path: '/brandings',
    summary:
      'Creates (no id) or updates (id and version, else -13) a white label; each refusal names its field.',
    access: { anyOf: ['superAdmin'] },
    body: brandingSaveBodySchema,
    response: brandingDetailSchema,
  }),
  'brandings.delete': endpoint({
    method: 'DELETE',
    path: '/brandings/:brandingId',
    summary: 'Deletes a white label that no account shows (never the default one), with its news.',
    access: { anyOf: ['superAdmin'] },
    params: brandingIdParamsSchema,
    response: brandingDeleteResultSchema,
  }),
  'brandings.uploadImage': endpoint({
    method: 'POST',
    path: '/brandings/images',
    summary:
      'Stores an image for white labels (multipart, one file `file`): PNG, JPEG, GIF, WebP, ICO or safe SVG, at most 2 MB.',
    access: { anyOf: ['superAdmin'] },
    kind: 'multipart',
    response: brandingImageSchema,
  }),
  'brandings.image': endpoint({
    method: 'GET',
    path: '/brandings/images/:imageId',
    summary: 'An image of a white label (public: the sign-in page shows it), cached for good.',
    access: 'public',
    kind: 'file',
    params: brandingImageParamsSchema,
  }),
  'brandings.newsAll': endpoint({
    method: 'GET',
    path: '/brandings/:brandingId/news',
    summary: "A white label's news texts, by locale.",
    access: { anyOf: ['superAdmin', 'superAdminView'] },
    params: brandingIdParamsSchema,
    response: brandingNewsByLocaleSchema,
  }),
  'brandings.saveNews': endpoint({
    method: 'POST',
    path: '/brandings/:brandingId/news/:locale',
    summary: "Sets a white label's news text in one locale (plain text; empty removes it).",
    access: { anyOf: ['superAdmin'] },
    params: brandingNewsSaveParamsSchema,
    body: brandingNewsSaveBodySchema,
    response: brandingNewsSchema,
  }),
  'brandings.news': endpoint({
    method: 'GET',
    path: '/i18n/news_:brandingName',
    summary:
      "A white label's news in the locale, else in English, else empty (public: the sign-in page shows it).",
    access: 'public',
    params: brandingNewsParamsSchema,
    query: brandingNewsQuerySchema,
    response: brandingNewsSchema,
  }),
} as const;
