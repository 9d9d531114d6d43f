import { endpoint } from '../contract';
import {
  fileIdParamsSchema,
  filesListQuerySchema,
  filesListResultSchema,
  uploadFileResultSchema,
} from '../files';

/** Stored files: uploads before a deposit, the caller's list, and downloads. */
export const fileEndpoints = {
  'files.upload': endpoint({
    method: 'POST',
    path: '/files',
    summary:
      'Uploads one file (a multipart form with exactly one file), to deposit it later by its id, or as the sample a service editor tries its configuration on.',
    // A service administrator stores the sample PDF the split and the areas are tried on.
    access: { anyOf: ['createOrders', 'adminService'] },
    kind: 'multipart',
    response: uploadFileResultSchema,
  }),
  'files.list': endpoint({
    method: 'GET',
    path: '/files',
    summary: 'The stored files the caller may see, newest first.',
    access: 'session',
    query: filesListQuerySchema,
    response: filesListResultSchema,
  }),
  'files.download': endpoint({
    method: 'GET',
    path: '/files/:fileId',
    summary: 'Downloads a stored file.',
    access: 'session',
    kind: 'file',
    params: fileIdParamsSchema,
  }),
} as const;
