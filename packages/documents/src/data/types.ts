import type { Encoding, ParserKind } from '@postbridge/domain';

/**
 * The four parser configurations of a data-file box (docs/product.md §3 "Parser configurations").
 * `metadataMapping` keys are 0-based column indexes written as strings ("0", "3") unless stated otherwise;
 * values are metadata names. Shaped so the domain's parsed `ParserConfiguration` can be passed as is (nulls
 * where the editor leaves a field unset; a missing encoding fails with `data.config`).
 */
export interface DelimitedParserConfig {
  kind: Extract<ParserKind, 'par.CSV'>;
  encoding: Encoding | null;
  separator: string;
  /** Defaults to `"`; an empty string turns quoting off. */
  quoteChar?: string;
  lenient?: boolean;
  headerPresent?: boolean;
  /** Header names to read; `metadataMapping` is then keyed by column name (a name without a mapping keeps its own name). */
  usedColumnNames?: string[] | null;
  metadataMapping: Record<string, string>;
}

export interface FixedWidthParserConfig {
  kind: Extract<ParserKind, 'par.FixedWidth'>;
  encoding: Encoding | null;
  /** Width of each column in characters, left to right. */
  columnWidths: number[];
  metadataMapping: Record<string, string>;
}

export interface JsonParserConfig {
  kind: Extract<ParserKind, 'par.JSON'>;
  encoding: Encoding | null;
  /** RFC 6901 pointer to the array of elements; without it the whole document is one record. */
  elementsJSONPointer?: string | null;
  /** Pointer inside each element → metadata name (as the other parsers: source → name). */
  metadataMapping?: Record<string, string>;
  /** Pointer from the document root → metadata name, copied into every record. */
  globalMetadataMapping?: Record<string, string>;
  lenient?: boolean;
}

/** Skip-lines (Seiitra): a delimited file without quoting, with header and trailer lines to drop. */
export interface SkipLinesParserConfig {
  kind: Extract<ParserKind, 'par.Seiitra'>;
  encoding: Encoding | null;
  skipLinesBefore: number;
  skipLinesAfter: number;
  separator: string;
  metadataMapping: Record<string, string>;
  lenient?: boolean;
}

export type DataParserConfig =
  | DelimitedParserConfig
  | FixedWidthParserConfig
  | JsonParserConfig
  | SkipLinesParserConfig;

/** Bytes in: a Node `Readable` qualifies, as does any async generator of chunks. */
export type ByteSource = AsyncIterable<Uint8Array>;

export interface DataRecord {
  /** 1-based source line where the record starts; for JSON, the 1-based position of the element. */
  line: number;
  values: Record<string, string>;
}

export type DataErrorCode =
  | 'data.config'
  | 'data.encoding'
  | 'data.lineTooLong'
  | 'data.columnCount'
  | 'data.lineLength'
  | 'data.missingColumn'
  | 'data.syntax'
  | 'data.jsonPointer'
  | 'data.tooLarge';

/** A line `lenient` parsing skipped: the error it would have raised. */
export interface DataWarning {
  code: DataErrorCode;
  message: string;
  line: number;
  column?: number;
}

export interface DataParseOptions {
  /** Longest line (or CSV record) in characters; bounds memory on a file without line breaks. Default 1 Mi. */
  maxLineLength?: number;
  /** Largest JSON file in bytes (JSON is parsed whole). Default 256 MiB. */
  maxJsonBytes?: number;
  /** Warnings kept in memory; further skipped lines are only counted. Default 1000. */
  maxWarnings?: number;
}

export const DEFAULT_MAX_LINE_LENGTH = 1024 * 1024;
export const DEFAULT_MAX_JSON_BYTES = 256 * 1024 * 1024;
export const DEFAULT_MAX_WARNINGS = 1000;
