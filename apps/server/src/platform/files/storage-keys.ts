/**
 * Storage key of the manifest stored beside a print output PDF (its shipments, pages and checksums): written by
 * sending, read by the on-premise print client, deleted with the PDF by housekeeping.
 */
export const manifestKeyOf = (pdfKey: string): string => `${pdfKey}.manifest.json`;
