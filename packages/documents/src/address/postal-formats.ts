import { formatAddress } from 'localized-address-format';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { knownCountryCodes } from './countries';
import { POSTCODE_SPELLINGS, VEHICLE_PREFIXES, WRITING_RULES, type WritingRule } from './writing-rules';

// Postcode/town lines of every country, from maintained data (docs/domain-decisions.md "Address data"): the line
// layout of Google's address metadata (localized-address-format: which lines hold the postcode %Z, town %C, region
// %S, district %D and sorting code %X, in what order, with which fixed text) and the postcode patterns of
// postcode-validator. writing-rules.ts adds what the post offices ask beyond them.

type Field = 'Z' | 'C' | 'S' | 'D' | 'X';
type Token = { field: Field } | { literal: string };
type FormatLine = readonly Token[];

interface PostalFormat {
  country: string;
  /** The locality lines after the street lines, read from the end of the address. */
  tail: readonly (readonly FormatLine[])[];
  /** The locality lines before the street (big-to-small formats that start with the postcode), read from the top. */
  head: readonly FormatLine[];
  /** Letters of a prefix the format writes before the postcode ('CH' of 'CH-%Z'), kept when written. */
  formatPrefix: string | null;
  /** Prefixes read before a postcode: the format's, the ISO code, the old vehicle code. */
  prefixes: ReadonlySet<string>;
  postcodeRequired: boolean;
  rule: WritingRule;
}

/** Where the postcode/town line(s) sit in the address lines, and their standard spelling. */
export interface PostalLineMatch {
  /** First line used by the match, counted from the top (the last one for a format read from the top). */
  firstIndex: number;
  postalCode?: string;
  /** Town as written. */
  city?: string;
  /** Town as the post office writes it, when that differs (FR and LU in capitals). */
  standardCity?: string;
  /** Line index → that line as the post office writes it (postcode spelling, capitals where asked). */
  standard: ReadonlyMap<number, string>;
}

const PLACEHOLDERS = {
  name: '%N',
  organization: '%O',
  addressLines: ['%A'],
  locality: '%C',
  administrativeArea: '%S',
  postalCode: '%Z',
  sortingCode: '%X',
  dependentLocality: '%D',
};

function tokensOf(line: string): Token[] {
  return line
    .split(/(%[NOAZCSDX])/)
    .filter((part) => part !== '')
    .map((part) => (/^%[ZCSDX]$/.test(part) ? { field: part[1] as Field } : { literal: part }));
}

const isLocalityLine = (line: string) => /%[ZCSDX]/.test(line) && !/%[NOA]/.test(line);
const isConstantLine = (line: string) => !line.includes('%');

/** A format line with the region moved to a line of its own ('%Z %C %S' → '%Z %C' + '%S'), as Correos accepts. */
function regionOnItsOwnLine(lines: readonly string[]): string[] | null {
  const last = lines.at(-1) ?? '';
  const found = /^(.*%[CZ].*?)\s+%S$/.exec(last);
  return found ? [...lines.slice(0, -1), found[1]!, '%S'] : null;
}

function buildFormat(country: string, script: 'local' | 'latin'): PostalFormat {
  const lines = formatAddress({ ...PLACEHOLDERS, postalCountry: country }, script);
  const street = lines.findIndex((line) => line.includes('%A'));
  const rule = WRITING_RULES[country] ?? {};
  const before = lines.slice(0, Math.max(street, 0));
  const after = lines.slice(street + 1).filter((line) => isLocalityLine(line) || isConstantLine(line));
  // Read from the top only when the format starts with the postcode (Japan, China, Korea in their scripts); other
  // town lines above the street (Hungary's) are not checked.
  const head = before[0]?.includes('%Z') ? before.filter(isLocalityLine) : [];
  const tails: string[][] = after.length ? [after] : [];
  const ownLine = regionOnItsOwnLine(after);
  if (ownLine) tails.push(ownLine);
  // Consecutive locality lines may share one line ('Oxford OX1 1AA' for '%C' then '%Z').
  if (after.length >= 2 && isLocalityLine(after.at(-1)!) && isLocalityLine(after.at(-2)!)) {
    tails.push([...after.slice(0, -2), `${after.at(-2)} ${after.at(-1)}`]);
  }
  for (const layout of rule.alsoAccepted ?? []) tails.push([layout]);
  const all = lines.join('\n');
  const prefix = /(?:^|\n)(〒|[A-Z]{1,3})-?\s?%Z/.exec(all)?.[1] ?? null;
  const hasPostcode = all.includes('%Z') && postcodeValidatorExistsForCountry(country);
  return {
    country,
    head: head.map(tokensOf),
    tail: tails.map((tail) => tail.map(tokensOf)),
    formatPrefix: prefix,
    prefixes: new Set([prefix, country, VEHICLE_PREFIXES[country]].filter((p): p is string => !!p)),
    postcodeRequired: hasPostcode && !rule.postcodeOptional && !postcodeValidator('', country),
    rule,
  };
}

const formats = new Map<string, PostalFormat>();

/** The format a text is read with: the local script's, or the Latin one when the text has no CJK letters. */
function formatOf(country: string, text: string): PostalFormat {
  const script = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text)
    ? 'local'
    : 'latin';
  const key = `${country}/${script}`;
  let format = formats.get(key);
  if (!format) {
    format = buildFormat(country, script);
    formats.set(key, format);
  }
  return format;
}

// Arabic-Indic, Eastern Arabic-Indic (Persian, Urdu) and full-width digits, as written in right-to-left and CJK
// addresses: postcodes are matched and printed in ASCII digits.
const DIGIT_ZEROS = [0x0660, 0x06f0, 0xff10];

function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g, (d) => {
    const code = d.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9) ?? code;
    return String(code - zero);
  });
}

/** The postcode as the post office spells it, or null when it is not one of the country ('7500' in France). */
export function standardPostcode(country: string, written: string): string | null {
  if (!postcodeValidatorExistsForCountry(country)) return null;
  const upper = asciiDigits(written).toUpperCase().replace(/\s+/g, ' ').trim();
  const compact = upper.replace(/[\s-]/g, '');
  const spelling = POSTCODE_SPELLINGS[country];
  const spelled = spelling ? compact.replace(spelling[0], spelling[1]) : compact;
  for (const candidate of [spelled, upper, compact]) {
    if (candidate && postcodeValidator(candidate, country)) return candidate;
  }
  return null;
}

type Span = { start: number; end: number; value: string };
type LineMatch = { fields: Partial<Record<Field, Span>>; prefix?: Span; gaps: Partial<Record<Field, Span>> };

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

/** Whether a field of a line may be left out (with the fixed text that separates it): region, district, sorting code. */
const omissible = (format: PostalFormat, field: Field) =>
  field === 'D' || field === 'X' || (field === 'S' && !format.rule.regions);

/**
 * The ways a format line may be written: in full, and without each set of its omissible fields (a field left out
 * takes the fixed text before it along, or after it when it comes first). The most omitted come first, so that a
 * town keeps the words an omissible field could have taken ('RENNES CEDEX 9', 'Roma RM').
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
  const sorted = variants.sort((a, b) => b.omitted - a.omitted).map((v) => v.tokens);
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
  if (field === 'S' && format.rule.regions)
    return format.rule.regions.has(value.replace(/\.$/, '').toUpperCase());
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
function matchLine(format: PostalFormat, tokens: FormatLine, text: string): LineMatch | null {
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

/** Whether a format line may be absent: it holds omissible fields only, or fixed text only ('ÅLAND'). */
function lineIsOptional(format: PostalFormat, tokens: FormatLine): boolean {
  return tokens.every((token) => {
    if ('literal' in token) return true;
    if (token.field === 'Z') return !format.postcodeRequired;
    return omissible(format, token.field);
  });
}

const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

/** The line as the post office writes it: postcode spelling and prefix, capitals where asked, kept wide gap. */
function standardLine(format: PostalFormat, text: string, raw: string, match: LineMatch): string {
  const { rule } = format;
  const edits: { start: number; end: number; value: string }[] = [];
  const { Z, C, X, S } = match.fields;
  // An old prefix goes ('D-10117'); the format's own ('CH-', 'L-') and one the country's postcodes carry ('LV-1012')
  // stay as written.
  const prefix = match.prefix;
  if (prefix && prefix.value !== format.formatPrefix && Z) {
    const carried = postcodeValidator(`${prefix.value}-${Z.value}`, format.country);
    if (!carried) edits.push({ start: prefix.start, end: prefix.end, value: '' });
  }
  if (Z) {
    const added = !match.prefix && rule.addPrefix ? rule.addPrefix : '';
    edits.push({ start: Z.start, end: Z.end, value: `${added}${Z.value}` });
  }
  for (const town of [C, X]) {
    if (!town || !rule.upperTown) continue;
    const upper = town.value.toUpperCase();
    edits.push({ ...town, value: rule.upperTown === 'noAccents' ? stripAccents(upper) : upper });
  }
  if (S && rule.regions) edits.push({ ...S, value: S.value.replace(/\.$/, '').toUpperCase() });
  const gap = rule.wideGapBefore ? match.gaps[rule.wideGapBefore] : undefined;
  if (gap && gap.value === ' ' && / {2,}/.test(raw)) edits.push({ ...gap, value: '  ' });
  let line = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    line = line.slice(0, edit.start) + edit.value + line.slice(edit.end);
  }
  return line;
}

type Assignment = { index: number; match: LineMatch }[];

/**
 * Every way the layout's lines sit at one end of the address (optional lines present or not), then the best: one
 * that leaves a name and a street line above it when one can, and among those the one that reads the most lines
 * ('Athlone' / 'Co. Westmeath' is town and county; 'Dublin 2' / 'D02 X285' is town and Eircode, not county).
 */
function bestAssignment(
  format: PostalFormat,
  layout: readonly FormatLine[],
  lines: readonly string[],
  fromTop: boolean,
): Assignment | null {
  if (layout.length === 1) {
    // One locality line (most countries): it is the last line, or the first for a layout read from the top.
    const index = fromTop ? 0 : lines.length - 1;
    const found = lines.length >= 2 ? matchLine(format, layout[0]!, lines[index]!) : null;
    return found ? [{ index, match: found }] : null;
  }
  const order = fromTop ? [...layout] : [...layout].reverse();
  const at = (k: number) => (fromTop ? k : lines.length - 1 - k);
  const cache = new Map<string, LineMatch | null>();
  const matchAt = (f: number, k: number) => {
    const key = `${f}:${k}`;
    if (!cache.has(key)) {
      const text = lines[at(k)];
      cache.set(key, text === undefined ? null : matchLine(format, order[f]!, text));
    }
    return cache.get(key)!;
  };
  const all: Assignment[] = [];
  const walk = (f: number, k: number, acc: Assignment) => {
    if (f === order.length) {
      if (acc.length) all.push(acc);
      return;
    }
    const found = matchAt(f, k);
    if (found) walk(f + 1, k + 1, [...acc, { index: at(k), match: found }]);
    if (lineIsOptional(format, order[f]!)) walk(f + 1, k, acc);
  };
  walk(0, 0, []);
  const score = (a: Assignment) => {
    const left = lines.length - a.length;
    return [left >= 2 ? 1 : 0, a.length];
  };
  const usable = all.filter((a) => lines.length - a.length >= 1);
  usable.sort((a, b) => {
    const [x1, y1] = score(a);
    const [x2, y2] = score(b);
    return x2! - x1! || y2! - y1!;
  });
  return usable[0] ?? null;
}

function matchFrom(
  format: PostalFormat,
  layout: readonly FormatLine[],
  lines: readonly string[],
  raw: readonly string[],
  fromTop: boolean,
): PostalLineMatch | null {
  const assignment = bestAssignment(format, layout, lines, fromTop);
  if (!assignment) return null;
  const indexes = assignment.map((a) => a.index);
  const firstIndex = fromTop ? Math.max(...indexes) : Math.min(...indexes);
  const standard = new Map<number, string>();
  let postalCode: string | undefined;
  let city: string | undefined;
  let standardCity: string | undefined;
  for (const { index, match } of assignment) {
    standard.set(index, standardLine(format, lines[index]!, raw[index] ?? lines[index]!, match));
    postalCode ??= match.fields.Z?.value;
    if (match.fields.C && city === undefined) {
      city = match.fields.C.value;
      const upper = format.rule.upperTown ? city.toUpperCase() : city;
      standardCity = format.rule.upperTown === 'noAccents' ? stripAccents(upper) : upper;
    }
  }
  return {
    firstIndex,
    ...(postalCode !== undefined && { postalCode }),
    ...(city !== undefined && { city }),
    ...(standardCity !== undefined && standardCity !== city && { standardCity }),
    standard,
  };
}

/**
 * The postcode/town match of a country's format, or null when the lines do not fit it. A match leaves at least one
 * line (name or street) besides the locality lines. `raw` are the same lines before white space was collapsed
 * (for the wide gaps some post offices write).
 */
// The last match asked for: parsing, checking and normalising one address ask for the same one in turn, with the
// same arrays.
let lastMatch:
  | { country: string; lines: readonly string[]; raw: readonly string[]; found: PostalLineMatch | null }
  | undefined;

export function matchPostalLines(
  countryCode: string | null,
  lines: readonly string[],
  raw: readonly string[] = lines,
): PostalLineMatch | null {
  if (!countryCode || lines.length === 0) return null;
  if (lastMatch?.country !== countryCode || lastMatch.lines !== lines || lastMatch.raw !== raw) {
    lastMatch = { country: countryCode, lines, raw, found: findPostalLines(countryCode, lines, raw) };
  }
  return lastMatch.found;
}

function findPostalLines(
  countryCode: string,
  lines: readonly string[],
  raw: readonly string[],
): PostalLineMatch | null {
  const format = formatOf(countryCode, lines.join('\n'));
  if (format.head.length) return matchFrom(format, format.head, lines, raw, true);
  for (const layout of format.tail) {
    const found = matchFrom(format, layout, lines, raw, false);
    if (found) return found;
  }
  return format.tail.length ? null : { firstIndex: lines.length - 1, standard: new Map() };
}

/** Whether some line holds a postcode of the country (one to three of its words). */
export function hasPostcodeOf(country: string, lines: readonly string[]): boolean {
  return lines.some((line) => {
    const words = line.split(' ');
    return words.some((_, i) =>
      [1, 2, 3].some(
        (n) => i + n <= words.length && standardPostcode(country, words.slice(i, i + n).join(' ')),
      ),
    );
  });
}

let postcodeCountries: string[] | undefined;

/** Countries whose addresses carry a postcode the data can check. */
function countriesWithPostcodes(): readonly string[] {
  postcodeCountries ??= knownCountryCodes().filter((code) => {
    const format = formatOf(code, '');
    // A postcode on the street line ('%Z %A %C', Guinea) is not a postcode/town line to recognise.
    return format.postcodeRequired && (format.tail.length > 0 || format.head.length > 0);
  });
  return postcodeCountries;
}

/**
 * The countries, among those with postcodes, whose postcode/town line the address ends with: what an address that
 * does not fit its own country reads like ('10117 Berlin' reads like DE, and like IT).
 */
export function countriesFittingPostalLines(lines: readonly string[]): string[] {
  // A postcode without a digit ('PAIX' is one in Bermuda) is no sign of a postcode/town line.
  return countriesWithPostcodes().filter((code) =>
    /\d/.test(matchPostalLines(code, lines)?.postalCode ?? ''),
  );
}
