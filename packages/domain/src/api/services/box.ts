import { z } from 'zod';
import { ENCODINGS, UNLIMITED_MAX_ELEMENTS } from '../../constants';
import { BOX_TYPES, METADATA_TYPES } from '../../model/service';
import { boxAreaSchema, conditionSchema, expressionSchema, extractionParametersSchema } from './expressions';

// A box of a service: the slot of a job that receives one kind of file (docs/product.md §3 "Box").

/** How a box cuts each PDF into documents (BOX_SPLITTING_KINDS). */
export const splitConfigSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bsc.NONE') }),
  z.object({ kind: z.literal('bsc.PAGE'), pagesPerPart: z.number().int().min(1) }),
  // A new document starts on each page whose area holds `value`.
  z.object({
    kind: z.literal('bsc.PDF_AREA'),
    area: boxAreaSchema,
    value: z.string(),
    page: z.number().int().min(1).default(1),
    extractionParameters: extractionParametersSchema.default(() => extractionParametersSchema.parse({})),
  }),
]);
export type SplitConfig = z.infer<typeof splitConfigSchema>;

/** Source → target metadata name. Sources are column indexes, JSON pointers, or header names by parser kind. */
export const metadataMappingSchema = z.record(z.string(), z.string());
export type MetadataMapping = z.infer<typeof metadataMappingSchema>;

// The encoding may be left unset by the editor; validation reports it (docs/product.md §5 "encoding is
// required").
const encoding = z.enum(ENCODINGS).nullable();
const mapping = () => metadataMappingSchema.default(() => ({}));

/** How a data-file box reads its file, one shape per PARSER_KINDS value. */
export const parserConfigurationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('par.FixedWidth'),
    encoding,
    columnWidths: z.array(z.number().int()),
    metadataMapping: mapping(),
  }),
  z.object({
    kind: z.literal('par.CSV'),
    encoding,
    separator: z.string(),
    quoteChar: z.string().max(1).default('"'),
    lenient: z.boolean().default(false),
    /** The first line holds the column names and is skipped. */
    headerPresent: z.boolean().default(false),
    /** When set, columns are read by these header names (each becoming a metadata of that name). */
    usedColumnNames: z.array(z.string()).nullable().default(null),
    metadataMapping: mapping(),
  }),
  z.object({
    kind: z.literal('par.JSON'),
    encoding,
    /** Pointer to the array of elements, one recipient each; null reads the whole file as one element. */
    elementsJSONPointer: z.string().nullable().default(null),
    metadataMapping: mapping(),
    /** Pointer → metadata of the whole job. */
    globalMetadataMapping: mapping(),
    lenient: z.boolean().default(false),
  }),
  z.object({
    kind: z.literal('par.Seiitra'),
    encoding,
    skipLinesBefore: z.number().int().default(0),
    skipLinesAfter: z.number().int().default(0),
    separator: z.string(),
    metadataMapping: mapping(),
    lenient: z.boolean().default(false),
  }),
]);
export type ParserConfiguration = z.infer<typeof parserConfigurationSchema>;
export type ParserConfigurationOf<K extends ParserConfiguration['kind']> = Extract<
  ParserConfiguration,
  { kind: K }
>;

/** A metadata computed for each document of the box. */
export const boxMetadataSchema = z.object({
  name: z.string(),
  label: z.string().nullable().default(null),
  type: z.enum(METADATA_TYPES).default('TEXT'),
  expression: expressionSchema.nullable().default(null),
});
export type BoxMetadata = z.infer<typeof boxMetadataSchema>;

export const configuredFileSchema = z.object({ serviceFileId: z.string(), removable: z.boolean() });
export type ConfiguredFile = z.infer<typeof configuredFileSchema>;

export const boxSchema = z.object({
  name: z.string(),
  label: z.string(),
  /** Computes the recipient identifier of each document, used to reconcile boxes. */
  identifier: expressionSchema.nullable().default(null),
  main: z.boolean().default(false),
  hidden: z.boolean().default(false),
  /** Regular expression the names of accepted files must fully match; null accepts any name. */
  pattern: z.string().nullable().default(null),
  integrityPreservable: z.boolean().default(false),
  boxType: z.enum(BOX_TYPES),
  splitConfig: splitConfigSchema.default({ kind: 'bsc.NONE' }),
  minElements: z.number().int().min(0).default(1),
  /** UNLIMITED_MAX_ELEMENTS (-1) means no limit. */
  maxElements: z.number().int().min(UNLIMITED_MAX_ELEMENTS).default(UNLIMITED_MAX_ELEMENTS),
  /** The box's files are appositions: laid over every document rather than sent as documents. */
  appositions: z.boolean().default(false),
  hasAddressPage: z.boolean().default(false),
  metadatas: z.array(boxMetadataSchema).default(() => []),
  /** Matches a document of this box with one of its parent box. */
  reconcile: conditionSchema.nullable().default(null),
  configuredFiles: z.array(configuredFileSchema).default(() => []),
  parserConfiguration: parserConfigurationSchema.nullable().default(null),
  /** Name of the parent box, or null for a top-level box. */
  parent: z.string().nullable().default(null),
});
export type Box = z.infer<typeof boxSchema>;
