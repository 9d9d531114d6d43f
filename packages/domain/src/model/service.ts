// Enumerations of services, boxes, parsers, documents and metadata (docs/product.md §3, §5).
// Pattern: a const tuple (usable by `z.enum(...)`) plus the union type derived from it.

export const SERVICE_TYPES = [
  'ADVANCED',
  'ARCHIVE',
  'PREPROCESSING',
  'PREPROCESSING_UNIQUE',
  'SIMPLE_MULTIPLE',
  'SIMPLE_UNIQUE',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

// docs/product.md §3 "Requirement kinds": the service types that carry pack requirements (ARCHIVE does not).
export const REQUIREMENT_KINDS = [
  'SIMPLE_UNIQUE',
  'SIMPLE_MULTIPLE',
  'PREPROCESSING',
  'PREPROCESSING_UNIQUE',
  'ADVANCED',
] as const satisfies readonly ServiceType[];
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];

export const BOX_TYPES = ['box.PDF', 'box.DATA_FILE', 'box.ARCHIVE'] as const;
export type BoxType = (typeof BOX_TYPES)[number];

export const BOX_SPLITTING_KINDS = ['bsc.NONE', 'bsc.PAGE', 'bsc.PDF_AREA'] as const;
export type BoxSplittingKind = (typeof BOX_SPLITTING_KINDS)[number];

/** Data-file formats of a `box.DATA_FILE` box: delimited, fixed width, JSON, skip-lines (Seiitra). */
export const PARSER_KINDS = ['par.CSV', 'par.FixedWidth', 'par.JSON', 'par.Seiitra'] as const;
export type ParserKind = (typeof PARSER_KINDS)[number];

export const DEPOSIT_MODES = [
  'EMBED',
  'VP',
  'EMBEDDED',
  'EMBEDDED_EXTERNAL',
  'PRINTER',
  'STANDALONE',
  'STANDALONE_VP',
] as const;
export type DepositMode = (typeof DEPOSIT_MODES)[number];

export const DOCUMENT_KINDS = ['ADDRESS_PAGE', 'DOCUMENT', 'COMPOSED_DOCUMENT'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const PAGE_SELECTORS = ['all', '1', '2', '1:', '-1', 'odd', 'even', '-1&even'] as const;
export type PageSelector = (typeof PAGE_SELECTORS)[number];

// docs/product.md §5 "Page selectors per document kind", in the spec's order (the first one is the form's
// default).
export const PAGE_SELECTORS_BY_DOCUMENT_KIND = {
  ADDRESS_PAGE: ['1', 'all', '2'],
  DOCUMENT: ['all', '1', '1:', '-1', 'odd', 'even'],
  COMPOSED_DOCUMENT: ['odd', 'even', '-1&even'],
} as const satisfies Record<DocumentKind, readonly PageSelector[]>;

export function isPageSelectorAllowed(kind: DocumentKind, selector: string): selector is PageSelector {
  return (PAGE_SELECTORS_BY_DOCUMENT_KIND[kind] as readonly string[]).includes(selector);
}

export const METADATA_TYPES = ['DATE', 'TEXT', 'MULTITEXT'] as const;
export type MetadataType = (typeof METADATA_TYPES)[number];

export const METADATA_VALIDATION_KINDS = ['svm.ControlledValue', 'svm.ConstantMetadata'] as const;
export type MetadataValidationKind = (typeof METADATA_VALIDATION_KINDS)[number];
