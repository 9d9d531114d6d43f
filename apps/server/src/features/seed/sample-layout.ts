// Where the sample files (sample-files.ts) print what the demo services (demo-service.ts) read, in mm.
export const SAMPLE_AREAS = {
  /** Where the window of a DL envelope (right-hand window) shows the address. */
  address: { left: 100, top: 45, width: 90, height: 40 },
  /** The page footer "Page k/n": a new letter starts on each "Page 1/…". */
  pageMarker: { left: 15, top: 281, width: 50, height: 9 },
  /** The invoice number line, under the window. */
  invoiceNumber: { left: 15, top: 99, width: 120, height: 9 },
} as const;
