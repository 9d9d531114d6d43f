import type { BoxArea, ExtractionParameters } from '../api/services/expressions';
import type { RecipientPreference } from '../model/recipients';

// Everything an expression reads comes from its caller, so the evaluator stays pure (no I/O in the domain).
// `boxName` is null for a node read from the main box (`fromMain`). Every source is optional: an absent one,
// or one answering null or undefined, is missing data, and the node reading it gives null (false for the
// conditions). Sources are called only when a node needs them, and must not throw themselves.

type Maybe<T> = T | null | undefined;

/** What a PDF text node asks for: the text of an area of a page, already extracted by the caller. */
export type PdfTextRequest = {
  page: number;
  area: BoxArea;
  extractionParameters: ExtractionParameters;
  boxName: string | null;
};

export type EvaluationContext = {
  /** The current instant, for the current-date node. */
  now: Date;
  /**
   * IANA time zone in which the current date is shown and ISO dates with an offset are read (the channel's,
   * docs/product.md §3); UTC when absent. An unknown zone makes those nodes null.
   */
  timeZone?: string;
  /** Name of the file deposited in a box. */
  fileName?: (boxName: string | null) => Maybe<string>;
  /** Name of the job's deposited file (the job file name node). */
  jobFileName?: () => Maybe<string>;
  /** Value of a data-file column for the current recipient. */
  dataFileValue?: (column: string, boxName: string | null) => Maybe<string>;
  /** A metadata entry of the PDF document (Title, Author...). */
  pdfMetadata?: (key: string, boxName: string | null) => Maybe<string>;
  pdfText?: (request: PdfTextRequest) => Maybe<string>;
  /** Position of the current document in its box (its number, as the caller counts it). */
  positionInBox?: (boxName: string | null) => Maybe<number>;
  /** A job or pack metadata value. */
  metadata?: (name: string) => Maybe<string>;
  sheetCount?: () => Maybe<number>;
  recipientCount?: () => Maybe<number>;
  /** The e-mail address of the recipient choice recorded for a recipient identifier. */
  recipientChoiceEmail?: (identifier: string) => Maybe<string>;
  /**
   * The consent page's link of a recipient identifier (docs/domain-decisions.md "Recipients"), signed for the
   * sender account that applies to the deposit; absent when none applies.
   */
  consentLink?: (identifier: string) => Maybe<string>;
  /** Whether the option (by option value id) is chosen. */
  hasOption?: (optionId: string) => boolean;
  /** The main preference(s) recorded for a recipient identifier. */
  mainPreferences?: (identifier: string) => Maybe<RecipientPreference | readonly RecipientPreference[]>;
};
