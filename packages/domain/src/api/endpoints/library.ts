import { endpoint } from '../contract';
import { okResultSchema } from '../auth';
import { libraryFileParamsSchema, libraryFileSchema, libraryListSchema } from '../library';

/** Reusable PDF files: letterheads, appositions, attachments, the caller's own or shared with the account. */
export const libraryEndpoints = {
  'library.list': endpoint({
    method: 'GET',
    path: '/library',
    summary: "The library files the caller may use: their own and those shared with the caller's account.",
    access: 'session',
    response: libraryListSchema,
  }),
  'library.upload': endpoint({
    method: 'POST',
    path: '/library',
    summary: 'Adds a PDF to the library (multipart: one file, the fields kind and shared).',
    access: 'session',
    kind: 'multipart',
    response: libraryFileSchema,
  }),
  'library.download': endpoint({
    method: 'GET',
    path: '/library/:libraryFileId',
    summary: 'Downloads a library file.',
    access: 'session',
    kind: 'file',
    params: libraryFileParamsSchema,
  }),
  'library.delete': endpoint({
    method: 'DELETE',
    path: '/library/:libraryFileId',
    summary: 'Deletes a library file (its owner, or an administrator of its account).',
    access: 'session',
    params: libraryFileParamsSchema,
    response: okResultSchema,
  }),
} as const;
