import { z } from 'zod';
import { extractionParametersSchema } from './services/expressions';

/**
 * The `parameters` field of POST /pdf/extractText (spec §3 "PDF text extraction parameters"): a 1-based page,
 * an area in mm from the top-left corner, and how to join glyphs into words and lines.
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
