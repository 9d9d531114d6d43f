import { z } from 'zod';
import { extractionParametersSchema } from './services/expressions';

/**
 * The `parameters` field of POST /pdf/extractText (docs/product.md §3 "PDF text extraction parameters"): a
 * 1-based page, an area in mm from the top-left corner, and how to join glyphs into words and lines.
 */
export const pdfExtractTextParametersSchema = z.object({
  page: z.number().int().min(1),
  area: z.object({
    left: z.number().min(0),
    top: z.number().min(0),
    width: z.number().positive(),
    height: z.number().positive(),
  }),
  extractionParameters: extractionParametersSchema.optional(),
});
export type PdfExtractTextParameters = z.infer<typeof pdfExtractTextParametersSchema>;

/** The text read in the area: the lines, and them joined with newlines. */
export const pdfExtractTextResultSchema = z.object({ text: z.string(), lines: z.array(z.string()) });

// GET /pdf/{fileId}/pages/{page}: a page of a stored PDF as an image (the requirements check's preview).

/** Widest page image asked for: enough for a sharp preview on a high-density screen. */
export const MAX_PAGE_IMAGE_WIDTH_PX = 2000;
/** Width rendered when the request names none. */
export const DEFAULT_PAGE_IMAGE_WIDTH_PX = 1000;

export const pdfPageParamsSchema = z.object({
  fileId: z.string().min(1).max(100),
  page: z.coerce.number().int().min(1),
});
export const pdfPageQuerySchema = z.object({
  widthPx: z.coerce.number().int().min(100).max(MAX_PAGE_IMAGE_WIDTH_PX).default(DEFAULT_PAGE_IMAGE_WIDTH_PX),
});
/** One page of a stored PDF as an image, with what a preview needs to draw areas in mm on it. */
export const pdfPageImageSchema = z.object({
  page: z.number().int(),
  pageCount: z.number().int(),
  /** The page as displayed (after its /Rotate): the frame areas are measured in, from its top-left corner. */
  widthMm: z.number(),
  heightMm: z.number(),
  /** `data:image/png;base64,…`, `widthPx` wide, the height in proportion. */
  image: z.string(),
  widthPx: z.number().int(),
});
export type PdfPageImage = z.infer<typeof pdfPageImageSchema>;

// GET /pdf/{fileId}/thumbnails: small images of several pages of a stored PDF at once (the letters of a deposit).

/** Widest thumbnail: a list shows it at a fraction of this; larger images are previews (GET /pdf/{fileId}/pages). */
export const MAX_PDF_THUMBNAIL_WIDTH_PX = 200;
/** Width rendered when the request names none: a list row's thumbnail on a high-density screen. */
export const DEFAULT_PDF_THUMBNAIL_WIDTH_PX = 96;
/** Pages one request may ask for: a page of the letters list (50) with room to spare. */
export const MAX_PDF_THUMBNAIL_PAGES = 60;

export const pdfThumbnailsParamsSchema = z.object({ fileId: z.string().min(1).max(100) });
export const pdfThumbnailsQuerySchema = z.object({
  /** 1-based pages, comma-separated (`1,4,9`); duplicates are answered once. */
  pages: z
    .string()
    .regex(/^\d{1,7}(,\d{1,7})*$/, 'expected page numbers separated by commas')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .pipe(z.array(z.number().int().min(1)).min(1).max(MAX_PDF_THUMBNAIL_PAGES)),
  widthPx: z.coerce
    .number()
    .int()
    .min(16)
    .max(MAX_PDF_THUMBNAIL_WIDTH_PX)
    .default(DEFAULT_PDF_THUMBNAIL_WIDTH_PX),
});
/**
 * The asked pages as PNG data URLs `widthPx` wide (narrower only for a page of an odd shape), by page number;
 * a page past the end of the file is answered null.
 */
export const pdfThumbnailsResultSchema = z.object({
  pageCount: z.number().int(),
  widthPx: z.number().int(),
  images: z.record(z.string(), z.string().nullable()),
});
export type PdfThumbnails = z.infer<typeof pdfThumbnailsResultSchema>;
