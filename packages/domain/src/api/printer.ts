import { z } from 'zod';

// The virtual printer (docs/product.md §1 "Modes", docs/api.md "Virtual printer"): the platform is a network
// printer (IPP Everywhere). Each user installs it with the printer address and a printer token of their own; what
// they print becomes a printed file of theirs, handled by their printer mode.

/**
 * What happens to a printed file: `manual` waits for the user, who picks the service and continues in the deposit
 * screens; `automated` deposits it into the configured service and orders it with that service's defaults, with no
 * screen; `async` only stores it and notifies the user (send-file only).
 */
export const PRINTER_MODES = ['manual', 'automated', 'async'] as const;
export type PrinterMode = (typeof PRINTER_MODES)[number];

/**
 * Where a printed file stands: `waiting` for the user (manual, async), `deposited` in a job (its letters being
 * prepared), `ordered` (a delivery command exists), `failed` (automated processing stopped: `error` says why).
 */
export const PRINTED_FILE_STATUSES = ['waiting', 'deposited', 'ordered', 'failed'] as const;
export type PrintedFileStatus = (typeof PRINTED_FILE_STATUSES)[number];

/** The printer token's public part: the secret itself is shown once, when it is made. */
export const printerTokenInfoSchema = z.object({
  /** The first characters of the token, to tell tokens apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PrinterTokenInfo = z.infer<typeof printerTokenInfoSchema>;

export const printerConfigSchema = z.object({
  /** The address to add the printer with (ipp://host:port/…), as the computer that prints would reach it. */
  ippUrl: z.string(),
  /** The same printer over HTTP(S), for systems that ask for an http:// address. */
  httpUrl: z.string(),
  mode: z.enum(PRINTER_MODES),
  /** The service automated printing deposits into (required for `automated`, kept otherwise). */
  serviceId: z.string().nullable(),
  token: printerTokenInfoSchema.nullable(),
});
export type PrinterConfig = z.infer<typeof printerConfigSchema>;

export const savePrinterConfigBodySchema = z.object({
  mode: z.enum(PRINTER_MODES),
  serviceId: z.string().min(1).max(100).nullable(),
});
export type SavePrinterConfigBody = z.infer<typeof savePrinterConfigBodySchema>;

/** A new printer token: `token` is the secret, shown this once; it replaces the user's previous token. */
export const newPrinterTokenSchema = printerTokenInfoSchema.extend({ token: z.string() });
export type NewPrinterToken = z.infer<typeof newPrinterTokenSchema>;

export const printedFileSchema = z.object({
  id: z.string(),
  /** The stored file (the deposit screens take it by this id). */
  fileId: z.string(),
  /** The document name the printing program gave (IPP job-name), cleaned. */
  name: z.string(),
  pages: z.number().int().nonnegative(),
  size: z.number().int().nonnegative(),
  printedAt: z.string(),
  /** The printer mode in force when it was printed. */
  mode: z.enum(PRINTER_MODES),
  status: z.enum(PRINTED_FILE_STATUSES),
  jobId: z.string().nullable(),
  commandId: z.string().nullable(),
  /** Why automated processing stopped (a label key of the `printer.error.*` family or an API error text). */
  error: z.string().nullable(),
});
export type PrintedFile = z.infer<typeof printedFileSchema>;
export const printedFileListSchema = z.array(printedFileSchema);
export const printedFileParamsSchema = z.object({ printedFileId: z.string().min(1).max(100) });
