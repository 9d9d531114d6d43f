import { z } from 'zod';
import { DOCUMENT_KINDS } from '../model/service';
import { outputFileSchema } from './channels';

// The rendered sample of an output file's technical areas (issue 15, System > Channels > files; docs/product.md
// §3 "Technical area"): one sample letter composed the way composition composes it, stored as a file the caller
// reads through GET /pdf/{fileId}/pages/{page}.

/** Pages of the sample PDF the preview composes at most: a big sample never holds the API. */
export const CHANNEL_PREVIEW_MAX_PAGES = 4;

/**
 * The values the preview evaluates expressions on (docs/api.md "Channels: technical area preview"): metadata
 * names answer `METADATA_<name>`, a data-file column `COLUMN_<name>`; what the sample cannot know (a PDF text,
 * a consent link) is shown as the expression's formula in brackets, with a warning.
 */
export const CHANNEL_PREVIEW_SAMPLE = {
  fileName: 'sample.pdf',
  recipient: ['Ms Jane Sample', '12 Sample Street', '75001 Paris', 'FRANCE'],
  positionInBox: 1,
  recipientCount: 1,
} as const;

export const channelPreviewBodySchema = z.object({
  /** The output file as edited (it need not be saved). */
  outputFile: outputFileSchema,
  /** A PDF the caller stored with POST /files; absent: a blank page of the output file's format. */
  sampleFileId: z.string().min(1).max(100).optional(),
  /** Compose only the areas of this document kind (absent: every area). */
  documentKind: z.enum(DOCUMENT_KINDS).optional(),
});
export type ChannelPreviewBody = z.input<typeof channelPreviewBodySchema>;

export const CHANNEL_PREVIEW_WARNINGS = [
  'expressionEmpty',
  'areaNotBlank',
  'invalidCode',
  'missingGlyphs',
  'sampleTruncated',
] as const;

export const channelPreviewWarningSchema = z.object({
  code: z.enum(CHANNEL_PREVIEW_WARNINGS),
  /** The area concerned (its index in `technicalAreas`), when one is. */
  areaIndex: z.number().int().nullable(),
  page: z.number().int().nullable(),
  detail: z.string(),
});
export type ChannelPreviewWarning = z.infer<typeof channelPreviewWarningSchema>;

export const channelPreviewResultSchema = z.object({
  /** The composed sample, readable by the caller (GET /pdf/{fileId}/pages/{page}). */
  fileId: z.string(),
  pageCount: z.number().int(),
  warnings: z.array(channelPreviewWarningSchema),
});
export type ChannelPreviewResult = z.infer<typeof channelPreviewResultSchema>;
