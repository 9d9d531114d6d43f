import { z } from 'zod';

/**
 * The library (docs/product.md §2 "settings: library"): PDF files a user reuses from letter to letter — a
 * letterhead printed under every page, an apposition (a page added to each letter: terms, a return slip), an
 * attachment. Each file is the user's own, or shared with everyone of the user's account (organisation unit).
 */
export const LIBRARY_FILE_KINDS = ['letterhead', 'apposition', 'attachment'] as const;
export type LibraryFileKind = (typeof LIBRARY_FILE_KINDS)[number];

export const libraryFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(LIBRARY_FILE_KINDS),
  /** Shared with the owner's account (every user of that organisation unit sees it) rather than private. */
  shared: z.boolean(),
  size: z.number().int().nonnegative(),
  ownerLogin: z.string(),
  /** The caller may delete it: it is theirs, or they administer its account. */
  deletable: z.boolean(),
  createdAt: z.string(),
});
export type LibraryFile = z.infer<typeof libraryFileSchema>;

export const libraryListSchema = z.array(libraryFileSchema);

/** The text fields of the upload form (POST /library, multipart with one `file`). */
export const libraryUploadFieldsSchema = z.object({
  kind: z.enum(LIBRARY_FILE_KINDS),
  shared: z.enum(['true', 'false']).default('false'),
});

export const libraryFileParamsSchema = z.object({ libraryFileId: z.string().min(1).max(100) });
