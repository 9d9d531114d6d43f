import { knownCountryCodes } from './countries';
import { formatOf, lineIsOptional, type FormatLine, type PostalFormat } from './postal-format-data';
import { matchLine, type LineMatch } from './read-postal-line';
import { standardLine, stripAccents } from './standard-line';

export { hasPostcodeOf, standardPostcode } from './postcodes';

// Where the postcode/town lines of an address are, in the layout of its country (docs/domain-decisions.md "Address
// data"): postal-format-data.ts builds each country's layout from Google's address metadata and postcode-validator,
// read-postal-line.ts reads one line against one layout line, standard-line.ts writes it as the post office does.

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
