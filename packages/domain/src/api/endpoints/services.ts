import { endpoint } from '../contract';
import {
  savedServiceSchema,
  serviceDeleteQuerySchema,
  serviceDeleteResultSchema,
  serviceFileParamsSchema,
  serviceIdParamsSchema,
  servicesListQuerySchema,
  servicesListResultSchema,
  testDataFileResultSchema,
} from '../service-calls';
import { testSplitBodySchema, testSplitResultSchema } from '../services/test-split';

/** Services (docs/api.md "Files, services and deposits"): reading, saving, deleting, export and import. */
export const serviceEndpoints = {
  'services.list': endpoint({
    method: 'GET',
    path: '/services',
    summary: 'The services the caller may see, or those offered to an organisation unit (`ouId`).',
    access: 'session',
    query: servicesListQuerySchema,
    response: servicesListResultSchema,
  }),
  'services.get': endpoint({
    method: 'GET',
    path: '/services/:serviceId',
    summary: 'One service: its boxes, requirements, channels and options.',
    access: 'session',
    params: serviceIdParamsSchema,
    response: savedServiceSchema,
  }),
  'services.save': endpoint({
    method: 'POST',
    path: '/services',
    summary:
      'Creates (empty id) or updates a service: a multipart form with a `parameters` field (the service JSON) and files named box.<box>.<index> or apposition.<box>.<index>; `force=true` confirms a change that affects open deposits.',
    access: { anyOf: ['adminService'] },
    kind: 'multipart',
    query: serviceDeleteQuerySchema,
    response: savedServiceSchema,
  }),
  'services.delete': endpoint({
    method: 'DELETE',
    path: '/services/:serviceId',
    summary:
      'Deletes a service; `force=true` confirms it while deposits of the service are open (their orders pending validation are rejected).',
    access: { anyOf: ['adminService'] },
    params: serviceIdParamsSchema,
    query: serviceDeleteQuerySchema,
    response: serviceDeleteResultSchema,
  }),
  'services.file': endpoint({
    method: 'GET',
    path: '/services/:serviceId/file/:fileId',
    summary: 'Downloads a file attached to a box of a service.',
    access: 'session',
    kind: 'file',
    params: serviceFileParamsSchema,
  }),
  'services.export': endpoint({
    method: 'GET',
    path: '/services/:serviceId/export',
    summary: 'Downloads a service as a JSON file, to import it elsewhere.',
    access: 'session',
    kind: 'file',
    params: serviceIdParamsSchema,
  }),
  'services.import': endpoint({
    method: 'POST',
    path: '/services/import',
    summary:
      'Creates a service from an exported file: a multipart form with the `file` and an optional `ouId` field.',
    access: { anyOf: ['adminService'] },
    kind: 'multipart',
    response: savedServiceSchema,
  }),
  'services.testDataFile': endpoint({
    method: 'POST',
    path: '/services/testDataFile',
    summary:
      'Tries a data-file parser configuration: a multipart form with the `submittedFile` and its `parameters`; answers what it reads.',
    access: 'session',
    kind: 'multipart',
    response: testDataFileResultSchema,
  }),
  'services.testSplit': endpoint({
    method: 'POST',
    path: '/services/testSplit',
    summary:
      "Tries a box's split configuration on a stored sample PDF (`fileId`): answers the parts a deposit of it would give and, for a split on an area's text, that text on each page (the first 200 pages).",
    access: { anyOf: ['adminService'] },
    body: testSplitBodySchema,
    response: testSplitResultSchema,
  }),
} as const;
