import { endpoint } from '../contract';
import {
  pdfExtractTextResultSchema,
  pdfPageImageSchema,
  pdfPageParamsSchema,
  pdfPageQuerySchema,
  pdfThumbnailsParamsSchema,
  pdfThumbnailsQuerySchema,
  pdfThumbnailsResultSchema,
} from '../pdf';

/** PDF tools of the deposit screens: text read in an area, and page previews. */
export const pdfEndpoints = {
  'pdf.extractText': endpoint({
    method: 'POST',
    path: '/pdf/extractText',
    summary:
      "Reads the text in an area of a PDF page: a multipart form with a `parameters` field (JSON: page, area in mm, extraction parameters) and the `file` or a stored file's `fileId` field.",
    access: 'session',
    kind: 'multipart',
    response: pdfExtractTextResultSchema,
  }),
  'pdf.page': endpoint({
    method: 'GET',
    path: '/pdf/:fileId/pages/:page',
    summary: 'A page of a stored PDF as a PNG data URL, with the page count and the page size in mm.',
    access: 'session',
    params: pdfPageParamsSchema,
    query: pdfPageQuerySchema,
    response: pdfPageImageSchema,
  }),
  'pdf.thumbnails': endpoint({
    method: 'GET',
    path: '/pdf/:fileId/thumbnails',
    summary:
      'Small images (at most 200 px wide) of several pages of a stored PDF, as PNG data URLs by page number.',
    access: 'session',
    params: pdfThumbnailsParamsSchema,
    query: pdfThumbnailsQuerySchema,
    response: pdfThumbnailsResultSchema,
  }),
} as const;
