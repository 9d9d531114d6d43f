import { formatAddress } from 'localized-address-format';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { VEHICLE_PREFIXES, WRITING_RULES, type WritingRule } from './writing-rules';

// A country's postcode/town layout, built from maintained data (docs/domain-decisions.md "Address data"): the line
// layout of Google's address metadata (localized-address-format: which lines hold the postcode %Z, town %C, region
// %S, district %D and sorting code %X, in what order, with which fixed text), whether the postcode is required
// (postcode-validator), and what writing-rules.ts adds for the country.

export type Field = 'Z' | 'C' | 'S' | 'D' | 'X';
export type Token = { field: Field } | { literal: string };
export type FormatLine = readonly Token[];

export interface PostalFormat {
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
export function formatOf(country: string, text: string): PostalFormat {
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

/** Whether a field of a line may be left out (with the fixed text that separates it): region, district, sorting code. */
export const omissible = (format: PostalFormat, field: Field) =>
  field === 'D' || field === 'X' || (field === 'S' && !format.rule.region?.required);

/** Whether a format line may be absent: it holds omissible fields only, or fixed text only ('ÅLAND'). */
export function lineIsOptional(format: PostalFormat, tokens: FormatLine): boolean {
  return tokens.every((token) => {
    if ('literal' in token) return true;
    if (token.field === 'Z') return !format.postcodeRequired;
    return omissible(format, token.field);
  });
}
