import type { PageFormat, RgbaColor, TechnicalArea } from '@postbridge/domain';
import type { AreaMm } from '../pdf/extract-text-in-area';
import type { PdfHandle } from '../pdf/open-pdf';
import type { FontFile } from '../pdf/shape-text';

/** Pages `firstPage`..`lastPage` (1-based, inclusive) of an open source PDF: the original deposit, not a split part. */
export type SourcePages = { pdf: PdfHandle; firstPage: number; lastPage: number };

/** The lines of an address page; each list is one block, top to bottom. */
export type AddressPage = {
  recipient: readonly string[];
  /** The sender (the OU's sender address), top left of the page. */
  sender?: readonly string[];
  /** Where undeliverable mail goes back to: one small line above the recipient, inside the window. */
  returnAddress?: readonly string[];
};

type AreaStyle = Pick<
  TechnicalArea,
  | 'margins'
  | 'fontName'
  | 'fontSize'
  | 'lineSpace'
  | 'horizontalAlignment'
  | 'verticalAlignment'
  | 'rtl'
  | 'lineBreakMode'
  | 'barcodeGs1Format'
  | 'datamatrixShape'
  | 'fitToArea'
  | 'check'
>;

/** Where a page sits, for the values that depend on it (page numbers, an inserter's sheet code). */
export type PagePosition = {
  /** Page of the recipient's composed document (address sheet and padding page included), from 1. */
  page: number;
  pageCount: number;
  /** Sheet of the recipient's composed document, from 1: two pages a sheet in duplex. */
  sheet: number;
  sheetCount: number;
  /** Page of the whole output file, from 1. */
  outputPage: number;
};

/**
 * Text with the page's position in it: `{page}`, `{pageCount}`, `{sheet}`, `{sheetCount}`, `{outputPage}` are
 * replaced by the `PagePosition` fields of each page.
 */
export type PageTemplate = { template: string };

/**
 * A technical area of the output file (docs/product.md §3) with its content already evaluated for one
 * document: the caller runs the condition and the content expression per pack group and passes `value`, or a
 * function of the page's position when the value changes from page to page. Unset fields take the spec's
 * defaults (font 10 pt black, line space 1, white fill, page 'all' of the DOCUMENT kind…).
 */
export type ComposeArea = Pick<TechnicalArea, 'type' | 'area'> &
  Partial<Pick<TechnicalArea, 'documentKind' | 'page'>> &
  Partial<AreaStyle> & {
    /**
     * The evaluated content: the text, or what the code encodes. A rectangle has none. A value that changes
     * from page to page is a function of the position, or a template (which can cross to another thread).
     */
    value?: string | PageTemplate | ((position: PagePosition) => string);
    fontColor?: RgbaColor;
    /** Fill of the area on proofs (bat), in production, and when `check` found the area not blank. */
    colors?: Partial<Record<'bat' | 'production' | 'error', RgbaColor>>;
  };

/**
 * An area of one of a document's pages whose content gives way to other lines: what the page shows there is
 * erased from its content and `lines` are written in its place. It is how a letter whose window shows an address
 * other than the one a person validated is printed with the validated one.
 */
export type AreaReplacement = {
  /** Page of the document's own pages (`pages`), from 1; an address page does not count. */
  page: number;
  area: AreaMm;
  lines: readonly string[];
};

/** One recipient's document (a pack group): its pages in order, an optional address page, its areas. */
export type ComposeDocument = {
  pages: readonly SourcePages[];
  /** Given when the output file has an address page (box hasAddressPage or output file forceAddressPage). */
  addressPage?: AddressPage;
  areas?: readonly ComposeArea[];
  replacements?: readonly AreaReplacement[];
};

/** Envelopes whose window the address page is laid out for. */
export const ENVELOPES = ['DL', 'C5', 'C4'] as const;
export type Envelope = (typeof ENVELOPES)[number];

export const COLOUR_MODES = ['COLOR', 'BLACK_AND_WHITE'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];

export type ComposeOptions = {
  /** Page format of address pages (and of blank pages when nothing else says). Default A4. */
  pageFormat?: PageFormat;
  /** Recto-verso: every document starts on a recto. Default false. */
  duplex?: boolean;
  /** BLACK_AND_WHITE draws the technical areas in grey; documents are not converted. Default COLOR. */
  colour?: ColourMode;
  /** Default DL. */
  envelope?: Envelope;
  /** Where the recipient block goes, instead of the envelope's window for the page format. */
  addressWindow?: AreaMm;
  /** Proofs: `watermark` (e.g. the translated "PROOF") across every page, areas in their proof (bat) colours. */
  proof?: { watermark: string };
  /** Documents per batch written to the sink (memory holds one batch). Default 250. */
  batchSize?: number;
  /** Fonts for characters the standard fonts lack (Hebrew, Arabic…), see `FontFile`. */
  fonts?: { fallback?: readonly FontFile[] };
  /**
   * The page of the whole print file this output starts at, for `PagePosition.outputPage` (default 1): a batch
   * composed apart and appended to a larger file (compose/parallel.ts).
   */
  firstOutputPage?: number;
};

/** Where one input document landed in the output file (the manifest's line). */
export type ComposedDocument = {
  /** Position in the input, from 0. */
  index: number;
  /** 1-based, inclusive, in the output file. */
  firstPage: number;
  lastPage: number;
  pageCount: number;
  /** Sheets of paper: pages in simplex, pages / 2 in duplex. */
  sheets: number;
  addressPage: boolean;
  /** Blank pages composition added: the back of the address page and the padding page, in duplex. */
  blankPages: number;
  /** The fingerprint of each of its pages, in order (`pageFingerprint`): what verification checks the file by. */
  fingerprints: string[];
};

export type ComposeWarningCode = 'compose.areaNotBlank' | 'compose.invalidCode' | 'compose.missingGlyphs';

/** Something the output shows but the operator should know: the document is composed all the same. */
export type ComposeWarning = {
  document: number;
  /** The output page, when one page is concerned. */
  page?: number;
  code: ComposeWarningCode;
  details: Record<string, unknown>;
};

export type ComposeResult = {
  documents: ComposedDocument[];
  pageCount: number;
  sheetCount: number;
  /** Size of the PDF written. */
  bytes: number;
  batches: number;
  duplex: boolean;
  /**
   * BLACK_AND_WHITE: the print provider prints the file in black and white. Only the drawn areas were turned
   * grey; the documents' own pages are passed on as they are (never rasterised).
   */
  colour: ColourMode;
  envelope: Envelope;
  proof: boolean;
  warnings: ComposeWarning[];
};
