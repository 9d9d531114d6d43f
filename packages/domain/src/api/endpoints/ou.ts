import { endpoint } from '../contract';
import {
  ouCheckExportResultSchema,
  ouDeleteQuerySchema,
  ouDeleteResultSchema,
  ouParamsSchema,
  ouQuerySchema,
  ouSaveBodySchema,
  ouSchema,
  ouTagListImportBodySchema,
  ouTagListImportResultSchema,
  ouTreeResultSchema,
} from '../ou';

/** Who administers accounts (docs/administration.md "Who may do what"): the route's first check. */
const ADMIN_READ = { anyOf: ['adminOu', 'adminHierarchy', 'superAdminView'] } as const;
const ADMIN_CHANGE = { anyOf: ['adminOu', 'adminHierarchy'] } as const;

/** Organisation units. */
export const ouEndpoints = {
  'ou.tree': endpoint({
    method: 'GET',
    path: '/ou',
    summary:
      'The tree of the organisation units the caller may see (`includeRemoved=true` adds removed ones).',
    access: 'session',
    query: ouQuerySchema,
    response: ouTreeResultSchema,
  }),
  'ou.get': endpoint({
    method: 'GET',
    path: '/ou/:ouId',
    summary: 'One account (organisation unit) with every field, for the administrators of its subtree.',
    access: ADMIN_READ,
    params: ouParamsSchema,
    response: ouSchema,
  }),
  'ou.save': endpoint({
    method: 'POST',
    path: '/ou',
    summary:
      'Creates (no `id`/`version`, needs adminHierarchy on the parent) or updates (`version` as read, else -13) an account; every problem is refused at once (-2 with `issues`).',
    access: ADMIN_CHANGE,
    body: ouSaveBodySchema,
    response: ouSchema,
  }),
  'ou.delete': endpoint({
    method: 'DELETE',
    path: '/ou/:ouId',
    summary:
      'Removes an account and its sub-accounts; refused while they have users unless `force=true`, which removes the users too.',
    access: ADMIN_CHANGE,
    params: ouParamsSchema,
    query: ouDeleteQuerySchema,
    response: ouDeleteResultSchema,
  }),
  'ou.importTagList': endpoint({
    method: 'POST',
    path: '/ou/:ouId/tagLists/import',
    summary:
      'Checks a tag list CSV file (label and value per line) and answers the tag list it holds, or every problem naming its line; nothing is saved (the account form adds the list and saves the account).',
    access: ADMIN_CHANGE,
    params: ouParamsSchema,
    body: ouTagListImportBodySchema,
    response: ouTagListImportResultSchema,
  }),
  'ou.checkExport': endpoint({
    method: 'GET',
    path: '/ou/:ouId/checkExport',
    summary: 'What an export of the account would hold (counts), checked before downloading it.',
    access: ADMIN_READ,
    params: ouParamsSchema,
    response: ouCheckExportResultSchema,
  }),
  'ou.export': endpoint({
    method: 'GET',
    path: '/ou/:ouId/export',
    summary:
      'Downloads the account and its sub-accounts as one JSON document (users, groups, profiles, service references), streamed in chunks.',
    access: ADMIN_READ,
    kind: 'file',
    params: ouParamsSchema,
  }),
} as const;
