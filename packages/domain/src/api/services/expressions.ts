import { z } from 'zod';
import {
  ADDRESS_WINDOW_STANDARDS,
  DEFAULT_BOX_AREA_MM,
  DEFAULT_DATE_PATTERN,
  DEFAULT_LINE_TOLERANCE,
  DEFAULT_WORD_SPACE,
  EXPRESSION_DEFAULTS,
  LINE_TOLERANCES,
  WORD_SPACES,
} from '../../constants';
import { RECIPIENT_PREFERENCES, type RecipientPreference } from '../../model/recipients';

// Computed values (expressions) and conditions of a service configuration (docs/product.md §3 "Expression
// nodes"). The node names are EXPRESSION_NODE_KINDS / CONDITION_KINDS; the evaluator lives elsewhere.

/** A rectangle on a page, in mm from the top-left corner (docs/product.md §3 "Box area"). */
export const boxAreaSchema = z.object({
  left: z.number().min(0).default(DEFAULT_BOX_AREA_MM.left),
  top: z.number().min(0).default(DEFAULT_BOX_AREA_MM.top),
  width: z.number().positive().default(DEFAULT_BOX_AREA_MM.width),
  height: z.number().positive().default(DEFAULT_BOX_AREA_MM.height),
});
export type BoxArea = z.infer<typeof boxAreaSchema>;

/**
 * How the text of an area is read (docs/product.md §3 "PDF text extraction parameters"). An address area may
 * also say which window standard it follows (`window`): the return line and endorsements its window shows
 * above the recipient are then read apart from the recipient's lines, by the deposit's checks and when the
 * letter is printed alike (packages/documents address/window-anatomy.ts). It sits with the reading
 * parameters, not the rectangle, because everything that reads the area again (delivery integrity, the print
 * verification) is handed both.
 */
export const extractionParametersSchema = z.object({
  lineTolerance: z.enum(LINE_TOLERANCES).default(DEFAULT_LINE_TOLERANCE),
  wordSpace: z.enum(WORD_SPACES).default(DEFAULT_WORD_SPACE),
  window: z.enum(ADDRESS_WINDOW_STANDARDS).optional(),
});
export type ExtractionParameters = z.infer<typeof extractionParametersSchema>;

const area = () => boxAreaSchema.default(() => ({ ...DEFAULT_BOX_AREA_MM }));
const extraction = () => extractionParametersSchema.default(() => extractionParametersSchema.parse({}));

// Nodes that read a deposited file name the box they read from; `fromMain` reads the main box instead
// (docs/product.md §5: "box name unless from main").
const boxSource = {
  boxName: z.string().default(''),
  fromMain: z.boolean().default(false),
};

export const CASE_NORMALIZATIONS = ['upper', 'lower', 'capitalize'] as const;
export type CaseNormalization = (typeof CASE_NORMALIZATIONS)[number];

// Leaf nodes: their types are inferred.
const leafExpressionSchemas = [
  z.object({ kind: z.literal('constant'), value: z.string() }),
  z.object({ kind: z.literal('currentDate'), pattern: z.string().default(DEFAULT_DATE_PATTERN) }),
  z.object({ kind: z.literal('dataFileValue'), column: z.string(), ...boxSource }),
  z.object({ kind: z.literal('fileName'), ...boxSource }),
  z.object({ kind: z.literal('pdfMetadata'), key: z.string(), ...boxSource }),
  z.object({
    kind: z.literal('pdfText'),
    page: z.number().int().default(EXPRESSION_DEFAULTS.pdfTextPage),
    area: area(),
    extractionParameters: extraction(),
    ...boxSource,
  }),
  z.object({ kind: z.literal('jobFileName') }),
  z.object({ kind: z.literal('positionInBox'), ...boxSource }),
  z.object({ kind: z.literal('metadataReference'), name: z.string() }),
  z.object({ kind: z.enum(['sheetCount', 'recipientCount']) }),
] as const;
type LeafExpression = z.infer<(typeof leafExpressionSchemas)[number]>;

// Nodes holding other nodes: TypeScript cannot infer a recursive type, so these are written out.
// An operand is null while the editor leaves it unset; validation reports it (docs/product.md §5 "non-empty
// operands").
type Operand = Expression | null;
export type Expression =
  | LeafExpression
  | { kind: 'coalesce' | 'concat'; operands: Expression[] }
  | { kind: 'substring'; operand: Operand; start: number; end: number }
  | { kind: 'clean' | 'titleClean'; operand: Operand }
  | { kind: 'dateFormat' | 'dateParse'; operand: Operand; pattern: string }
  | { kind: 'replace'; operand: Operand; pattern: string; replacement: string }
  | { kind: 'caseNormalization'; operand: Operand; mode: CaseNormalization }
  // The recipient identifier is itself computed (usually a data-file column or a metadata).
  | { kind: 'recipientChoiceEmail'; identifier: Operand }
  // The recipient's consent link (ours, docs/domain-decisions.md "Recipients"), printed as text or a QR code.
  | { kind: 'consentLink'; identifier: Operand };
export type ExpressionOf<K extends Expression['kind']> = Extract<Expression, { kind: K }>;

const operand = () => z.lazy(() => expressionSchema).nullable();

/** A computed value: a tree of EXPRESSION_NODE_KINDS nodes. */
export const expressionSchema: z.ZodType<Expression> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    ...leafExpressionSchemas,
    z.object({ kind: z.enum(['coalesce', 'concat']), operands: z.array(expressionSchema) }),
    z.object({
      kind: z.literal('substring'),
      operand: operand(),
      start: z.number().int().default(0),
      end: z.number().int().default(EXPRESSION_DEFAULTS.substringEnd),
    }),
    z.object({ kind: z.enum(['clean', 'titleClean']), operand: operand() }),
    z.object({
      kind: z.enum(['dateFormat', 'dateParse']),
      operand: operand(),
      pattern: z.string().default(DEFAULT_DATE_PATTERN),
    }),
    z.object({
      kind: z.literal('replace'),
      operand: operand(),
      pattern: z.string().default(EXPRESSION_DEFAULTS.replacePattern),
      replacement: z.string().default(EXPRESSION_DEFAULTS.replaceWith),
    }),
    z.object({
      kind: z.literal('caseNormalization'),
      operand: operand(),
      mode: z.enum(CASE_NORMALIZATIONS).default('upper'),
    }),
    z.object({ kind: z.literal('recipientChoiceEmail'), identifier: operand() }),
    z.object({ kind: z.literal('consentLink'), identifier: operand() }),
  ]),
);

export const COMPARISON_CONDITION_KINDS = [
  'equal',
  'contains',
  'startsWith',
  'endsWith',
  'lessThan',
  'numericEqual',
] as const;

/** A boolean test over expressions: a tree of CONDITION_KINDS nodes. */
export type Condition =
  | { kind: 'and' | 'or'; conditions: Condition[] }
  | { kind: 'not'; condition: Condition | null }
  | { kind: (typeof COMPARISON_CONDITION_KINDS)[number]; left: Operand; right: Operand }
  | { kind: 'empty'; operand: Operand }
  | { kind: 'matches'; operand: Operand; pattern: string }
  | { kind: 'hasOption'; optionId: string }
  | { kind: 'matchesMainPreferences'; identifier: Operand; preferences: RecipientPreference[] };
export type ConditionOf<K extends Condition['kind']> = Extract<Condition, { kind: K }>;

export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.enum(['and', 'or']), conditions: z.array(conditionSchema) }),
    z.object({ kind: z.literal('not'), condition: conditionSchema.nullable() }),
    z.object({ kind: z.enum(COMPARISON_CONDITION_KINDS), left: operand(), right: operand() }),
    z.object({ kind: z.literal('empty'), operand: operand() }),
    z.object({ kind: z.literal('matches'), operand: operand(), pattern: z.string() }),
    z.object({ kind: z.literal('hasOption'), optionId: z.string() }),
    z.object({
      kind: z.literal('matchesMainPreferences'),
      identifier: operand(),
      preferences: z.array(z.enum(RECIPIENT_PREFERENCES)),
    }),
  ]),
);
