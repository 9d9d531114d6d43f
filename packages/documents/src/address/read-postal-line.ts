import { standardPostcode } from './postcodes';
import { isRegionOf } from './writing-rules';
import { omissible, type Field, type FormatLine, type PostalFormat, type Token } from './postal-format-data';

// Reading one line of an address against one line of a country's layout (postal-format-data.ts): every split
// between its fields is tried, the fixed text of the layout matched loosely, the omissible fields left out.

type Span = { start: number; end: number; value: string };
export type LineMatch = {
  fields: Partial<Record<Field, Span>>;
  prefix?: Span;
  gaps: Partial<Record<Field, Span>>;
};

const literalPatterns = new Map<string, RegExp>();

/**
 * A fixed text of the format, matched loosely: case aside, spaces as any spaces; punctuation set with spaces (', ')
 * may be left out, but not the separation itself.
 */
function literalPattern(literal: string): RegExp {
  let pattern = literalPatterns.get(literal);
  if (!pattern) {
    pattern = buildLiteralPattern(literal);
    literalPatterns.set(literal, pattern);
  }
  return pattern;
}

function buildLiteralPattern(literal: string): RegExp {
  const core = literal.trim();
  if (!core) return /\s+/y;
  const spaced = core !== literal;
  const escaped = core
    .split('')
    .map((ch) => {
      const plain = ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return spaced && /[,\-–]/.test(ch) ? `${plain}?` : plain;
    })
    .join('');
  // Punctuation left out between spaces still needs the spaces: an empty match is refused where it is read.
  return new RegExp(`\\s*${escaped}\\s*`, 'iuy');
}

const hasLetter = (text: string) => /\p{L}/u.test(text);
const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * The ways a format line may be written: in full, and without each set of its omissible fields (a field left out
 * takes the fixed text before it along, or after it when it comes first). The most omitted come first, so that a
 * town keeps the words an omissible field could have taken ('RENNES CEDEX 9'); but where the post office lists its
 * regions (writing-rules.ts), the ways that read one come first, since a listed region is no word of the town
 * ('Roma RM' is the town Roma in the province RM).
 */
const variantCache = new WeakMap<FormatLine, FormatLine[]>();

function variantsOf(format: PostalFormat, tokens: FormatLine): FormatLine[] {
  const cached = variantCache.get(tokens);
  if (cached) return cached;
  const optional = tokens.flatMap((token, i) =>
    'field' in token && omissible(format, token.field) ? [i] : [],
  );
  const variants: { omitted: number; tokens: Token[] }[] = [];
  for (let mask = 0; mask < 1 << optional.length; mask++) {
    const drop = new Set<number>();
    optional.forEach((i, bit) => {
      if (!(mask & (1 << bit))) return;
      drop.add(i);
      const before = tokens[i - 1];
      if (before && 'literal' in before) drop.add(i - 1);
      else if (tokens[i + 1] && 'literal' in tokens[i + 1]!) drop.add(i + 1);
    });
    const kept = tokens.filter((_, i) => !drop.has(i));
    if (kept.length) variants.push({ omitted: drop.size, tokens: kept });
  }
  const region = (v: { tokens: Token[] }) =>
    format.rule.region && v.tokens.some((token) => 'field' in token && token.field === 'S') ? 1 : 0;
  const sorted = variants.sort((a, b) => region(b) - region(a) || b.omitted - a.omitted).map((v) => v.tokens);
  variantCache.set(tokens, sorted);
  return sorted;
}

type LineReading = { format: PostalFormat; text: string };

// A prefix is read apart first, even where the validator takes it in ('L-2240', 'SE-111 51'): it is the line's
// business whether to keep it, not the postcode's.
function postcodeAt(
  { format, text }: LineReading,
  start: number,
  end: number,
): { code: Span; prefix?: Span } | null {
  const value = text.slice(start, end);
  const prefixed = /^(〒|[A-Z]{1,3})(?:\s?-\s?|\s|(?=\d))/i.exec(value);
  if (prefixed && format.prefixes.has(prefixed[1]!.toUpperCase())) {
    const rest = standardPostcode(format.country, value.slice(prefixed[0].length));
    if (rest) {
      return {
        code: { start: start + prefixed[0].length, end, value: rest },
        prefix: { start, end: start + prefixed[0].length, value: prefixed[1]!.toUpperCase() },
      };
    }
  }
  const code = standardPostcode(format.country, value);
  return code ? { code: { start, end, value: code } } : null;
}

function fieldFits(format: PostalFormat, field: Field, value: string): boolean {
  if (value !== value.trim() || value === '' || value.length > 60 || /^[,;]|[,;]$/.test(value)) return false;
  if (field === 'S' && format.rule.region) return isRegionOf(format.rule.region, value);
  return field === 'C' ? hasLetter(value) : /[\p{L}\p{N}]/u.test(value);
}

function readLine(
  reading: LineReading,
  line: FormatLine,
  index: number,
  pos: number,
  found: LineMatch,
): LineMatch | null {
  const { text } = reading;
  if (index === line.length) return pos === text.length ? found : null;
  const token = line[index]!;
  const next = line[index + 1];
  if ('literal' in token) {
    // The format's own postcode prefix ('CH-' before '%Z') is optional: it is read with the postcode.
    if (next && 'field' in next && next.field === 'Z' && /^(〒|[A-Z]{1,3})-?\s?$/.test(token.literal)) {
      return readLine(reading, line, index + 1, pos, found);
    }
    const pattern = literalPattern(token.literal);
    pattern.lastIndex = pos;
    const m = pattern.exec(text);
    if (!m || (m[0] === '' && token.literal.trim() !== token.literal)) return null;
    const gaps =
      next && 'field' in next
        ? { ...found.gaps, [next.field]: { start: pos, end: pos + m[0].length, value: m[0] } }
        : found.gaps;
    return readLine(reading, line, index + 1, pos + m[0].length, { ...found, gaps });
  }
  const { field } = token;
  const fieldFollows = next !== undefined && 'field' in next;
  for (let end = text.length; end > pos; end--) {
    // A field ends between words, unless another field follows it directly (Chinese '%S%C%D').
    if (!fieldFollows && end < text.length && WORD_CHAR.test(text[end - 1]!) && WORD_CHAR.test(text[end]!)) {
      continue;
    }
    let fields: LineMatch['fields'];
    let prefix: Span | undefined;
    if (field === 'Z') {
      if (end - pos > 16) continue;
      const postcode = postcodeAt(reading, pos, end);
      if (!postcode) continue;
      fields = { ...found.fields, Z: postcode.code };
      prefix = postcode.prefix;
    } else {
      const value = text.slice(pos, end);
      if (!fieldFits(reading.format, field, value)) continue;
      fields = { ...found.fields, [field]: { start: pos, end, value } };
    }
    const result = readLine(reading, line, index + 1, end, { ...found, fields, ...(prefix && { prefix }) });
    if (result) return result;
  }
  return null;
}

/**
 * Matches one line of text against a format line, trying every split between its fields: the first split whose
 * postcode is valid (once spelled as the post office does), whose region is one of the country's when it has a
 * list, and whose other fields are words.
 */
export function matchLine(format: PostalFormat, tokens: FormatLine, text: string): LineMatch | null {
  // Batches repeat their towns ('75011 PARIS' on thousands of letters): a line is read once per format line.
  let cache = lineMatches.get(tokens);
  if (!cache) {
    cache = new Map();
    lineMatches.set(tokens, cache);
  }
  const cached = cache.get(text);
  if (cached !== undefined) return cached;
  const reading = { format, text };
  let found: LineMatch | null = null;
  for (const line of variantsOf(format, tokens)) {
    found = readLine(reading, line, 0, 0, { fields: {}, gaps: {} });
    if (found) break;
  }
  if (cache.size >= LINE_CACHE_SIZE) cache.clear();
  cache.set(text, found);
  return found;
}

const LINE_CACHE_SIZE = 4096;
const lineMatches = new WeakMap<FormatLine, Map<string, LineMatch | null>>();
