import {
  DEFAULT_DATE_PATTERN,
  EXPRESSION_DEFAULTS,
  type Expression,
  type LabelKey,
  expressionSchema,
} from '@postbridge/domain';

// The node kinds of the expression editor (docs/product.md §3 "Expressions and conditions"): for each, the group
// its picker shows it in, a fresh node and the fields edited. A new node kind is one entry here (and its label
// `processing.expr.kind.<kind>`).

/** What the editor knows of the service around the expression. */
export type ExpressionScopeValue = {
  boxNames: readonly string[];
  /** The metadata names the service defines (null: unknown here, the name is typed). */
  metadataNames: readonly string[] | null;
  /** The columns each mapped data-file box produces (docs/product.md §3 "Parser configurations"). */
  boxColumns: Readonly<Record<string, readonly string[]>>;
  mainBoxName: string;
};

export type ExpressionField =
  | { type: 'text'; key: 'value' | 'key' | 'replacement'; label: LabelKey }
  | { type: 'datePattern' | 'pattern'; key: 'pattern' }
  | { type: 'number'; key: 'start' | 'end' | 'page'; label: LabelKey }
  | { type: 'operand'; key: 'operand' | 'identifier'; label: LabelKey }
  | { type: 'source' | 'column' | 'metadataName' | 'operands' | 'mode' | 'pdfArea' };

type KindEntry = {
  /** Leaves read a value; transforms compute one from other values. */
  group: 'values' | 'transforms';
  fields: readonly ExpressionField[];
};

const SOURCE = { type: 'source' } as const;
const OPERAND = { type: 'operand', key: 'operand', label: 'processing.expr.field.operand' } as const;
const IDENTIFIER = { type: 'operand', key: 'identifier', label: 'processing.expr.field.identifier' } as const;

export const EXPRESSION_KINDS: Record<Expression['kind'], KindEntry> = {
  constant: {
    group: 'values',
    fields: [{ type: 'text', key: 'value', label: 'processing.expr.field.text' }],
  },
  currentDate: { group: 'values', fields: [{ type: 'datePattern', key: 'pattern' }] },
  dataFileValue: { group: 'values', fields: [SOURCE, { type: 'column' }] },
  fileName: { group: 'values', fields: [SOURCE] },
  pdfMetadata: {
    group: 'values',
    fields: [SOURCE, { type: 'text', key: 'key', label: 'processing.expr.field.key' }],
  },
  pdfText: { group: 'values', fields: [SOURCE, { type: 'pdfArea' }] },
  jobFileName: { group: 'values', fields: [] },
  positionInBox: { group: 'values', fields: [SOURCE] },
  metadataReference: { group: 'values', fields: [{ type: 'metadataName' }] },
  sheetCount: { group: 'values', fields: [] },
  recipientCount: { group: 'values', fields: [] },
  coalesce: { group: 'transforms', fields: [{ type: 'operands' }] },
  concat: { group: 'transforms', fields: [{ type: 'operands' }] },
  substring: {
    group: 'transforms',
    fields: [
      OPERAND,
      { type: 'number', key: 'start', label: 'processing.expr.field.start' },
      { type: 'number', key: 'end', label: 'processing.expr.field.end' },
    ],
  },
  clean: { group: 'transforms', fields: [OPERAND] },
  titleClean: { group: 'transforms', fields: [OPERAND] },
  dateFormat: { group: 'transforms', fields: [OPERAND, { type: 'datePattern', key: 'pattern' }] },
  dateParse: { group: 'transforms', fields: [OPERAND, { type: 'datePattern', key: 'pattern' }] },
  replace: {
    group: 'transforms',
    fields: [
      OPERAND,
      { type: 'pattern', key: 'pattern' },
      { type: 'text', key: 'replacement', label: 'processing.expr.field.replacement' },
    ],
  },
  caseNormalization: { group: 'transforms', fields: [OPERAND, { type: 'mode' }] },
  recipientChoiceEmail: { group: 'transforms', fields: [IDENTIFIER] },
  consentLink: { group: 'transforms', fields: [IDENTIFIER] },
};

export const KIND_ORDER = Object.keys(EXPRESSION_KINDS) as Expression['kind'][];

/** The operand slot of a node: 'operand', 'identifier' or 'operands'; null for a leaf. */
function slotOf(kind: Expression['kind']): 'operand' | 'identifier' | 'operands' | null {
  for (const field of EXPRESSION_KINDS[kind].fields) {
    if (field.type === 'operand') return field.key;
    if (field.type === 'operands') return 'operands';
  }
  return null;
}

export const takesOperand = (kind: Expression['kind']) => slotOf(kind) !== null;

/** A fresh node of `kind`: the schema's defaults, the main box, blanks the validity rules point at. */
export function emptyNode(kind: Expression['kind'], scope: ExpressionScopeValue): Expression {
  const base: Record<string, unknown> = { kind };
  for (const field of EXPRESSION_KINDS[kind].fields) {
    // Most nodes read the main box (docs/product.md §3); another box is one switch away.
    if (field.type === 'source') Object.assign(base, { boxName: '', fromMain: true });
    if (field.type === 'text' && field.key !== 'replacement') base[field.key] = '';
    if (field.type === 'column') base.column = '';
    if (field.type === 'metadataName') base.name = scope.metadataNames?.[0] ?? '';
    if (field.type === 'operand') base[field.key] = null;
    if (field.type === 'operands') base.operands = [];
    if (field.type === 'datePattern') base.pattern = DEFAULT_DATE_PATTERN;
    if (field.type === 'pattern') base.pattern = EXPRESSION_DEFAULTS.replacePattern;
  }
  return expressionSchema.parse(base);
}

/** The value a node works on (its first one for a list); undefined for a leaf. */
export function innerOf(node: Expression): Expression | null | undefined {
  const slot = slotOf(node.kind);
  if (slot === null) return undefined;
  const record = node as Record<string, unknown>;
  return slot === 'operands'
    ? ((record.operands as Expression[])[0] ?? null)
    : (record[slot] as Expression | null);
}

/** `node` holding `inner` in its operand slot. */
export function withInner(node: Expression, inner: Expression | null): Expression {
  const slot = slotOf(node.kind);
  if (slot === null) return node;
  return { ...node, [slot]: slot === 'operands' ? (inner ? [inner] : []) : inner } as Expression;
}

/**
 * A node of another kind keeping what both kinds have: the operand (a list keeps its first value) and the box
 * read.
 */
export function changeKind(
  node: Expression,
  kind: Expression['kind'],
  scope: ExpressionScopeValue,
): Expression {
  let next = emptyNode(kind, scope);
  const inner = innerOf(node);
  if (inner !== undefined) next = withInner(next, inner);
  if ('boxName' in node && 'boxName' in next)
    next = { ...next, boxName: node.boxName, fromMain: node.fromMain };
  return next;
}
