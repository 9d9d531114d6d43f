import { z } from 'zod';

// The window messages between a parent page and the product in its frame (docs/product.md §4 "Embedded mode",
// docs/embedding.md). Both sides use these shapes: the frame checks what comes in, a parent page may check
// what it receives.

/**
 * A file handed in by structured clone: a browser File or Blob. Described by what the frame uses, because
 * this package knows no DOM types.
 */
export interface EmbeddedFile {
  readonly size: number;
  readonly type: string;
  readonly name?: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

const isEmbeddedFile = (value: unknown): value is EmbeddedFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EmbeddedFile).size === 'number' &&
  typeof (value as EmbeddedFile).type === 'string' &&
  typeof (value as EmbeddedFile).arrayBuffer === 'function';

const id = z.string().trim().min(1).max(100);

export const embeddedSendFileSchema = z
  .object({
    type: z.literal('sendFile'),
    /** The document itself (File or Blob). */
    file: z.custom<EmbeddedFile>(isEmbeddedFile, 'Expected a File or Blob.').optional(),
    /** Its name; a File's own name otherwise, else "document.pdf". */
    fileName: z.string().trim().min(1).max(255).optional(),
    /** Or a file uploaded before (POST /api/files) by the parent's back end, as the same user. */
    fileId: id.optional(),
    /** True: no `jobCreated` is posted for this deposit. */
    skipNotification: z.boolean().optional(),
  })
  .refine((m) => (m.file === undefined) !== (m.fileId === undefined), {
    message: 'Give either file or fileId.',
    path: ['file'],
  });

export const embeddedLoadJobSchema = z.object({ type: z.literal('loadJob'), jobId: id });

/** The token may be missing: the frame then ends with `done` and the error (docs/product.md §4). */
export const embeddedSetTokenSchema = z.object({
  type: z.literal('setToken'),
  token: z.string().max(200).optional(),
});

export const embeddedIncomingMessageSchema = z.union([
  embeddedSendFileSchema,
  embeddedLoadJobSchema,
  embeddedSetTokenSchema,
]);
export type EmbeddedIncoming = z.infer<typeof embeddedIncomingMessageSchema>;
export type EmbeddedSendFile = z.infer<typeof embeddedSendFileSchema>;

export const embeddedOutgoingMessageSchema = z.discriminatedUnion('type', [
  /** Waiting for `setToken` (external authentication); `error` tells why the previous token was refused. */
  z.object({ type: z.literal('ready'), error: z.string().optional() }),
  z.object({ type: z.literal('connected'), login: z.string() }),
  z.object({ type: z.literal('jobCreated'), jobId: z.string() }),
  z.object({ type: z.literal('jobCancelled'), jobId: z.string(), error: z.string().optional() }),
  /** `commandId`: the order (delivery command) created for the job. */
  z.object({ type: z.literal('deliveryCreated'), jobId: z.string(), commandId: z.string() }),
  /** The frame accepts nothing more; `error` says why it ended. */
  z.object({ type: z.literal('done'), error: z.string() }),
]);
export type EmbeddedOutgoing = z.infer<typeof embeddedOutgoingMessageSchema>;
