import {
  CASE_NORMALIZATIONS,
  type COMPARISON_CONDITION_KINDS,
  type BoxArea,
  type CaseNormalization,
  type Condition,
  type Expression,
  type ExtractionParameters,
} from '../api/services/expressions';
import { ADDRESS_WINDOW_STANDARDS, LINE_TOLERANCES, WORD_SPACES } from '../constants';
import { RECIPIENT_PREFERENCES, type RecipientPreference } from '../model/recipients';

// The text form of expressions and conditions (docs/product.md §3 "Expressions and conditions"): one line that
// an administrator reads and edits, parsed back to the very tree it was printed from (every field is written, so
// nothing falls back to a default on the way back).
//
//   value      := "text" | ? | name(arguments)        ? is an unset operand
//   box        := main | main:box | box | "box"       the box a file-reading node reads (main: fromMain)
//   condition  := unit [and unit]... | unit [or unit]...
//   unit       := (condition) | not unit | ? | empty(value) | hasOption("id") | and(...) | or(...)
//               | matchesMainPreferences(value, PREFERENCE...) | value op value | value matches "pattern"
//   op         := = | == | < | contains | starts with | ends with
//
// and/or of two or more print as `(a) and (b)`; with fewer they print as `and(a)`, so that a one-element group
// stays a group.

/** Where and why a formula does not read: `offset` counts characters from 0; `expected` names what was wanted:
 * a punctuation sign or a word as written, or one of value, condition, operator, number, text, word, end. */
export type FormulaError = { offset: number; expected: string };
export type FormulaResult<T> = { ok: true; value: T } | { ok: false; error: FormulaError };

type Field =
  | { type: 'source' }
  | { type: 'text' | 'number' | 'operand' | 'operands'; key: string }
  | { type: 'word'; key: string; words: readonly string[] }
  | { type: 'area' }
  | { type: 'extraction' };

const text = (key: string): Field => ({ type: 'text', key });
const number = (key: string): Field => ({ type: 'number', key });
const operand = (key = 'operand'): Field => ({ type: 'operand', key });
const SOURCE: Field = { type: 'source' };

/**
 * The arguments of every function-form node, in order. constant ("text") and caseNormalization (written with
 * its mode as the name: upper(x)) read apart. A new node kind adds one entry here (the type asks for it).
 */
const EXPRESSION_FORMS: Record<Exclude<Expression['kind'], 'constant' | 'caseNormalization'>, Field[]> = {
  currentDate: [text('pattern')],
  dataFileValue: [SOURCE, text('column')],
  fileName: [SOURCE],
  pdfMetadata: [SOURCE, text('key')],
  pdfText: [SOURCE, number('page'), { type: 'area' }, { type: 'extraction' }],
  jobFileName: [],
  positionInBox: [SOURCE],
  metadataReference: [text('name')],
  sheetCount: [],
  recipientCount: [],
  coalesce: [{ type: 'operands', key: 'operands' }],
  concat: [{ type: 'operands', key: 'operands' }],
  substring: [operand(), number('start'), number('end')],
  clean: [operand()],
  titleClean: [operand()],
  dateFormat: [operand(), text('pattern')],
  dateParse: [operand(), text('pattern')],
  replace: [operand(), text('pattern'), text('replacement')],
  recipientChoiceEmail: [operand('identifier')],
  consentLink: [operand('identifier')],
};

/** Function names that differ from the node kind. */
const FUNCTION_NAMES: Partial<Record<Expression['kind'], string>> = { metadataReference: 'metadata' };
const KIND_OF_NAME = new Map<string, string>(
  Object.keys(EXPRESSION_FORMS).map((kind) => [FUNCTION_NAMES[kind as Expression['kind']] ?? kind, kind]),
);

const COMPARISON_SIGNS: Record<(typeof COMPARISON_CONDITION_KINDS)[number], string> = {
  equal: '=',
  numericEqual: '==',
  lessThan: '<',
  contains: 'contains',
  startsWith: 'starts with',
  endsWith: 'ends with',
};

const quote = (value: string) => JSON.stringify(value);
const BARE_WORD = /^[A-Za-z_][A-Za-z0-9_]*$/;

function printBox(name: string): string {
  return BARE_WORD.test(name) && name !== 'main' ? name : quote(name);
}

function printSource(node: { boxName: string; fromMain: boolean }): string {
  if (!node.fromMain) return printBox(node.boxName);
  return node.boxName === '' ? 'main' : `main:${printBox(node.boxName)}`;
}

/** An expression as a formula; `?` for an unset operand. */
export function printExpression(node: Expression | null): string {
  if (node === null) return '?';
  if (node.kind === 'constant') return quote(node.value);
  if (node.kind === 'caseNormalization') return `${node.mode}(${printExpression(node.operand)})`;
  const record = node as unknown as Record<string, unknown>;
  const args = EXPRESSION_FORMS[node.kind].flatMap((field): string[] => {
    switch (field.type) {
      case 'source':
        return [printSource(node as { boxName: string; fromMain: boolean })];
      case 'text':
        return [quote(String(record[field.key]))];
      case 'number':
        return [String(record[field.key])];
      case 'word':
        return [String(record[field.key])];
      case 'operand':
        return [printExpression(record[field.key] as Expression | null)];
      case 'operands':
        return (record[field.key] as Expression[]).map(printExpression);
      case 'area': {
        const { left, top, width, height } = record.area as BoxArea;
        return [left, top, width, height].map(String);
      }
      case 'extraction': {
        const { lineTolerance, wordSpace, window } = record.extractionParameters as ExtractionParameters;
        return window === undefined ? [lineTolerance, wordSpace] : [lineTolerance, wordSpace, window];
      }
    }
  });
  return `${FUNCTION_NAMES[node.kind] ?? node.kind}(${args.join(', ')})`;
}

/** A condition as a formula; `?` for an unset sub-condition. */
export function printCondition(node: Condition | null): string {
  if (node === null) return '?';
  switch (node.kind) {
    case 'and':
    case 'or':
      return node.conditions.length < 2
        ? `${node.kind}(${node.conditions.map(printCondition).join(', ')})`
        : node.conditions.map((c) => `(${printCondition(c)})`).join(` ${node.kind} `);
    case 'not':
      return `not (${printCondition(node.condition)})`;
    case 'empty':
      return `empty(${printExpression(node.operand)})`;
    case 'matches':
      return `${printExpression(node.operand)} matches ${quote(node.pattern)}`;
    case 'hasOption':
      return `hasOption(${quote(node.optionId)})`;
    case 'matchesMainPreferences':
      return `matchesMainPreferences(${[printExpression(node.identifier), ...node.preferences].join(', ')})`;
    default:
      return `${printExpression(node.left)} ${COMPARISON_SIGNS[node.kind]} ${printExpression(node.right)}`;
  }
}

// --- Reading ---

type Token =
  | { type: 'string'; value: string; offset: number }
  | { type: 'number'; value: number; offset: number }
  | { type: 'word'; value: string; offset: number }
  | { type: 'sign'; value: string; offset: number }
  | { type: 'end'; value: ''; offset: number };

class Stop extends Error {
  constructor(readonly failure: FormulaError) {
    super(`${failure.expected} expected at ${failure.offset}`);
  }
}

const TOKEN =
  /\s*(?:("(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|(==|[(),?:=<]))/y;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  for (;;) {
    TOKEN.lastIndex = at;
    const match = TOKEN.exec(source);
    if (!match) {
      const rest = source.slice(at);
      const offset = at + (rest.length - rest.trimStart().length);
      if (offset >= source.length) break;
      throw new Stop({ offset, expected: source[offset] === '"' ? '"' : 'value' });
    }
    const offset = at + match[0].length - match[0].trimStart().length;
    at = TOKEN.lastIndex;
    if (match[1] !== undefined) {
      try {
        tokens.push({ type: 'string', value: JSON.parse(match[1]) as string, offset });
      } catch {
        throw new Stop({ offset, expected: 'text' });
      }
    } else if (match[2] !== undefined) tokens.push({ type: 'number', value: Number(match[2]), offset });
    else if (match[3] !== undefined) tokens.push({ type: 'word', value: match[3], offset });
    else tokens.push({ type: 'sign', value: match[4]!, offset });
  }
  tokens.push({ type: 'end', value: '', offset: source.length });
  return tokens;
}

class Reader {
  private index = 0;
  constructor(private readonly tokens: Token[]) {}

  peek(ahead = 0): Token {
    return this.tokens[Math.min(this.index + ahead, this.tokens.length - 1)]!;
  }
  next(): Token {
    const token = this.peek();
    this.index = Math.min(this.index + 1, this.tokens.length - 1);
    return token;
  }
  fail(expected: string, token = this.peek()): never {
    throw new Stop({ offset: token.offset, expected });
  }
  isSign(value: string, ahead = 0): boolean {
    const token = this.peek(ahead);
    return token.type === 'sign' && token.value === value;
  }
  isWord(value: string, ahead = 0): boolean {
    const token = this.peek(ahead);
    return token.type === 'word' && token.value === value;
  }
  sign(value: string): void {
    if (!this.isSign(value)) this.fail(value);
    this.next();
  }
  word(value: string): void {
    if (!this.isWord(value)) this.fail(value);
    this.next();
  }
  string(): string {
    const token = this.peek();
    if (token.type !== 'string') this.fail('text');
    this.next();
    return token.value as string;
  }
  number(): number {
    const token = this.peek();
    if (token.type !== 'number') this.fail('number');
    this.next();
    return token.value as number;
  }
  oneOf<T extends string>(words: readonly T[]): T {
    const token = this.peek();
    if (token.type !== 'word' || !words.includes(token.value as T)) this.fail(words.join(' | '));
    this.next();
    return token.value as T;
  }
  end(): void {
    if (this.peek().type !== 'end') this.fail('end');
  }
}

function readBox(reader: Reader): string {
  const token = reader.peek();
  if (token.type === 'string') return reader.string();
  if (token.type === 'word' && token.value !== 'main') return reader.next().value as string;
  return reader.fail('word');
}

function readSource(reader: Reader): { boxName: string; fromMain: boolean } {
  if (!reader.isWord('main')) return { boxName: readBox(reader), fromMain: false };
  reader.next();
  if (!reader.isSign(':')) return { boxName: '', fromMain: true };
  reader.next();
  return { boxName: readBox(reader), fromMain: true };
}

function readExpression(reader: Reader): Expression | null {
  const token = reader.peek();
  if (token.type === 'sign' && token.value === '?') {
    reader.next();
    return null;
  }
  if (token.type === 'string') return { kind: 'constant', value: reader.string() };
  if (token.type !== 'word' || !reader.isSign('(', 1)) return reader.fail('value');
  const name = token.value;
  if ((CASE_NORMALIZATIONS as readonly string[]).includes(name)) {
    reader.next();
    reader.sign('(');
    const operand = readExpression(reader);
    reader.sign(')');
    return { kind: 'caseNormalization', mode: name as CaseNormalization, operand };
  }
  const kind = KIND_OF_NAME.get(name) as keyof typeof EXPRESSION_FORMS | undefined;
  if (kind === undefined) return reader.fail('value');
  reader.next();
  reader.sign('(');
  const node: Record<string, unknown> = { kind };
  EXPRESSION_FORMS[kind].forEach((field, index) => {
    if (field.type === 'operands') {
      const operands: Expression[] = [];
      while (!reader.isSign(')')) {
        if (operands.length > 0) reader.sign(',');
        const at = reader.peek();
        const operand = readExpression(reader);
        if (operand === null) reader.fail('value', at);
        operands.push(operand);
      }
      node[field.key] = operands;
      return;
    }
    if (index > 0) reader.sign(',');
    switch (field.type) {
      case 'source':
        Object.assign(node, readSource(reader));
        break;
      case 'text':
        node[field.key] = reader.string();
        break;
      case 'number':
        node[field.key] = reader.number();
        break;
      case 'word':
        node[field.key] = reader.oneOf(field.words);
        break;
      case 'operand':
        node[field.key] = readExpression(reader);
        break;
      case 'area': {
        const left = reader.number();
        reader.sign(',');
        const top = reader.number();
        reader.sign(',');
        const width = reader.number();
        reader.sign(',');
        node.area = { left, top, width, height: reader.number() };
        break;
      }
      case 'extraction': {
        const lineTolerance = reader.oneOf(LINE_TOLERANCES);
        reader.sign(',');
        const wordSpace = reader.oneOf(WORD_SPACES);
        const parameters: ExtractionParameters = { lineTolerance, wordSpace };
        if (reader.isSign(',')) {
          reader.next();
          parameters.window = reader.oneOf(ADDRESS_WINDOW_STANDARDS);
        }
        node.extractionParameters = parameters;
        break;
      }
    }
  });
  reader.sign(')');
  return node as Expression;
}

type Comparison = (typeof COMPARISON_CONDITION_KINDS)[number];

/** The comparison sign at the reader, consumed; null when there is none. */
function readComparison(reader: Reader): Comparison | 'matches' | null {
  const token = reader.peek();
  if (token.type === 'sign') {
    const kind = ({ '=': 'equal', '==': 'numericEqual', '<': 'lessThan' } as const)[token.value];
    if (kind) reader.next();
    return kind ?? null;
  }
  if (token.type !== 'word') return null;
  if (token.value === 'contains' || token.value === 'matches') {
    reader.next();
    return token.value;
  }
  if (token.value === 'starts' || token.value === 'ends') {
    reader.next();
    reader.word('with');
    return token.value === 'starts' ? 'startsWith' : 'endsWith';
  }
  return null;
}

function readConditionList(reader: Reader): Condition[] {
  reader.sign('(');
  const conditions: Condition[] = [];
  while (!reader.isSign(')')) {
    if (conditions.length > 0) reader.sign(',');
    conditions.push(readPresentCondition(reader));
  }
  reader.sign(')');
  return conditions;
}

function readUnit(reader: Reader): Condition | null {
  const token = reader.peek();
  if (token.type === 'sign' && token.value === '(') {
    reader.next();
    const condition = readCondition(reader);
    reader.sign(')');
    return condition;
  }
  if (token.type === 'word') {
    const call = reader.isSign('(', 1);
    if (token.value === 'not') {
      reader.next();
      return { kind: 'not', condition: readUnit(reader) };
    }
    if (call && (token.value === 'and' || token.value === 'or')) {
      reader.next();
      return { kind: token.value, conditions: readConditionList(reader) };
    }
    if (call && token.value === 'empty') {
      reader.next();
      reader.sign('(');
      const operand = readExpression(reader);
      reader.sign(')');
      return { kind: 'empty', operand };
    }
    if (call && token.value === 'hasOption') {
      reader.next();
      reader.sign('(');
      const optionId = reader.string();
      reader.sign(')');
      return { kind: 'hasOption', optionId };
    }
    if (call && token.value === 'matchesMainPreferences') {
      reader.next();
      reader.sign('(');
      const identifier = readExpression(reader);
      const preferences: RecipientPreference[] = [];
      while (reader.isSign(',')) {
        reader.next();
        preferences.push(reader.oneOf(RECIPIENT_PREFERENCES));
      }
      reader.sign(')');
      return { kind: 'matchesMainPreferences', identifier, preferences };
    }
  }
  const left = readExpression(reader);
  const kind = readComparison(reader);
  if (kind === null) return left === null ? null : reader.fail('operator');
  if (kind === 'matches') return { kind, operand: left, pattern: reader.string() };
  return { kind, left, right: readExpression(reader) };
}

function readPresentCondition(reader: Reader): Condition {
  const at = reader.peek();
  const condition = readCondition(reader);
  return condition ?? reader.fail('condition', at);
}

function readCondition(reader: Reader): Condition | null {
  const at = reader.peek();
  const first = readUnit(reader);
  const joint = reader.peek();
  if (joint.type !== 'word' || (joint.value !== 'and' && joint.value !== 'or')) return first;
  const kind = joint.value;
  if (first === null) reader.fail('condition', at);
  const conditions: Condition[] = [first];
  while (reader.isWord(kind)) {
    reader.next();
    const next = reader.peek();
    const condition = readUnit(reader);
    if (condition === null) reader.fail('condition', next);
    conditions.push(condition);
  }
  // a and b or c: which one binds first is not guessed; parentheses say it.
  if (reader.isWord(kind === 'and' ? 'or' : 'and')) reader.fail('(');
  return { kind, conditions };
}

function run<T>(source: string, read: (reader: Reader) => T): FormulaResult<T> {
  try {
    const reader = new Reader(tokenize(source));
    const value = read(reader);
    reader.end();
    return { ok: true, value };
  } catch (failure) {
    if (failure instanceof Stop) return { ok: false, error: failure.failure };
    throw failure;
  }
}

/** Reads an expression formula (a whole `?` is refused: the formula is of a value). */
export function parseExpression(source: string): FormulaResult<Expression> {
  return run(source, (reader) => {
    const at = reader.peek();
    return readExpression(reader) ?? reader.fail('value', at);
  });
}

/** Reads a condition formula. */
export function parseCondition(source: string): FormulaResult<Condition> {
  return run(source, readPresentCondition);
}
