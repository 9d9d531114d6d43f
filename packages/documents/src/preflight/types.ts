import type { DocumentKind, PageSelector, PreflightFinding } from '@postbridge/domain';
import type { Envelope } from '../compose/types';
import type { AreaMm } from '../pdf/extract-text-in-area';
import type { PdfHandle } from '../pdf/open-pdf';

/**
 * What one paper service channel needs of a letter's pages, made by the server from the service, its channel's
 * output file and its default options (docs/domain-decisions.md "Print pre-flight").
 */
export type PreflightProfile = {
  /** The service channel's label: the findings name the channels they apply to. */
  serviceChannel: string;
  /** The channel's page format (PAGE_FORMATS) and its size as displayed (landscape formats wider than high). */
  format: string;
  pageSize: { widthMm: number; heightMm: number };
  /**
   * Where the recipient's address shows through the envelope's window on the letter itself: its page in the
   * DOCUMENT numbering (1 = the letter's first page) and area. Null when the output file adds an address page
   * (the letter's pages are then not behind the window) or the address is not read from the letter.
   */
  window: { page: number; area: AreaMm } | null;
  /** The technical areas the output file stamps, with the pages each goes on (compose/page-selector.ts). */
  technicalAreas: { documentKind: DocumentKind; page: PageSelector; area: AreaMm; type: string }[];
  /** The output file adds an address sheet before the letter (page numbers of COMPOSED_DOCUMENT shift). */
  addressPage: boolean;
  duplex: boolean;
  /** The channel prints in black and white (its default colour option). */
  blackAndWhite: boolean;
  /** The envelope of its default option and the sheets it holds; null when it has none (no limit). */
  envelope: { name: Envelope; capacitySheets: number } | null;
};

/** One document of a letter: a page range of an open PDF, in the letter's order (the main document first). */
export type PreflightPart = {
  inputFileId: string;
  handle: PdfHandle;
  firstPage: number;
  lastPage: number;
};

/** A finding before the service gives it its severity. */
export type PreflightResult = Omit<PreflightFinding, 'severity'>;
