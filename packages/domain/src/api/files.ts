import { z } from 'zod';

/**
 * A received file (docs/product.md §7 "File upload result"): metadata only, the bytes are downloaded by id.
 */
export const storedFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string(),
  /** MIME type told by the content, not by the name or the browser. */
  contentType: z.string(),
  /** Kind of file read from its first bytes: pdf, zip, csv, json, text, xls, xlsx, png, jpeg or unknown. */
  fileType: z.string(),
  /** The name's extension says another type than the content. */
  nameMismatch: z.boolean(),
  ownerId: z.string(),
  creationDate: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** POST /files answers a list whose first item has the fileId. */
export const uploadFileResultSchema = z.array(storedFileSchema).min(1);
export const fileIdParamsSchema = z.object({ fileId: z.string().min(1).max(100) });
export const filesListQuerySchema = z.object({
  maxResults: z.coerce.number().int().min(1).max(1000).default(100),
});
export const filesListResultSchema = z.array(storedFileSchema);
