import type { CaseNormalization } from '../api/services/expressions';

// The text operations of the expression nodes. Each is total: bad input gives null, never an exception.

/**
 * Characters `start` (inclusive) to `end` (exclusive), counted in code points. A negative `start` counts from the
 * end (-3: the last three characters). A negative `end` counts from the end too, -1 being the end itself (the
 * default, docs/product.md §9), -2 leaving out the last character. Out-of-range indexes are clamped; an empty
 * or inverted range gives ''.
 */
export function substring(text: string, start: number, end: number): string {
  const chars = Array.from(text);
  const clamp = (index: number) => Math.min(Math.max(index, 0), chars.length);
  const from = clamp(start < 0 ? chars.length + start : start);
  const to = clamp(end < 0 ? chars.length + 1 + end : end);
  return from < to ? chars.slice(from, to).join('') : '';
}

/** Every run of white space (line breaks, tabs, no-break spaces...) becomes one space; the ends are trimmed. */
export function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * upper/lower: the whole text. capitalize: each word starts with a capital and goes on in lower case, a word
 * being letters after anything but a letter or a digit ('JEAN-PIERRE O'NEIL' → 'Jean-Pierre O'Neil').
 */
export function normalizeCase(text: string, mode: CaseNormalization): string {
  if (mode === 'upper') return text.toUpperCase();
  if (mode === 'lower') return text.toLowerCase();
  return text
    .toLowerCase()
    .replace(
      /(^|[^\p{L}\p{M}\p{N}])(\p{L})/gu,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

/**
 * Courtesy titles that titleClean removes from the start of a text, any case. A title ending with '.' here needs
 * its dot ('M. Dupont', not the initial in 'M Dupont'); the others take an optional dot ('Dr', 'Dr.').
 */
export const REMOVABLE_TITLES = [
  // English
  'Mr',
  'Mrs',
  'Ms',
  'Miss',
  'Mx',
  'Dr',
  'Prof',
  // French
  'M.',
  'MM.',
  'Mme',
  'Mmes',
  'Mlle',
  'Mlles',
  // German
  'Herr',
  'Frau',
  // Spanish
  'Sr',
  'Sra',
  'Srta',
] as const;

/** Words joining two titles ('Mr and Mrs', 'M. et Mme', 'Herr und Frau', 'Sr. y Sra.'), removed between titles. */
export const TITLE_CONJUNCTIONS = ['and', '&', 'et', 'und', 'y'] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Longest first, so that 'Mrs' is not read as 'Mr' followed by 's'.
const TITLE = new RegExp(
  `^(?:${[...REMOVABLE_TITLES]
    .sort((a, b) => b.length - a.length)
    .map((title) =>
      title.endsWith('.') ? escape(title) : `${escape(title)}(?:\\.|(?![\\p{L}\\p{M}\\p{N}]))`,
    )
    .join('|')})\\s*`,
  'iu',
);
const CONJUNCTION = new RegExp(
  `^(?:${TITLE_CONJUNCTIONS.map(escape).join('|')})(?![\\p{L}\\p{N}])\\s*`,
  'iu',
);

/**
 * The text without the courtesy titles at its start (REMOVABLE_TITLES, possibly several, possibly joined by a
 * TITLE_CONJUNCTIONS word) and without the white space before and after them; the rest is kept as is, line breaks
 * included ('Mr and Mrs  John Smith\n1 Main St' → 'John Smith\n1 Main St').
 */
export function removeTitles(text: string): string {
  let rest = text.trimStart();
  for (;;) {
    const title = TITLE.exec(rest);
    if (!title) return rest;
    rest = rest.slice(title[0].length);
    const conjunction = CONJUNCTION.exec(rest);
    if (conjunction && TITLE.test(rest.slice(conjunction[0].length)))
      rest = rest.slice(conjunction[0].length);
  }
}

type ReplacementPart = string | { group: number | string };

/**
 * A replacement in Java's syntax (the configurations come from there): `$n` is group n (the longest number that is
 * a group, so `$12` is group 1 then '2' with fewer than 12 groups), `${name}` a named group, `\x` the character x.
 * Null when it names a missing group or ends with a lone '$' or '\'.
 */
function parseReplacement(
  replacement: string,
  groupCount: number,
  names: string[],
): ReplacementPart[] | null {
  const parts: ReplacementPart[] = [];
  let i = 0;
  while (i < replacement.length) {
    const char = replacement[i] as string;
    if (char === '\\') {
      if (i + 1 >= replacement.length) return null;
      parts.push(replacement[i + 1] as string);
      i += 2;
    } else if (char === '$') {
      const named = /^\{([A-Za-z][A-Za-z0-9]*)\}/.exec(replacement.slice(i + 1));
      if (named) {
        if (!names.includes(named[1] as string)) return null;
        parts.push({ group: named[1] as string });
        i += 1 + named[0].length;
        continue;
      }
      const first = replacement[i + 1];
      if (first === undefined || !/\d/.test(first) || Number(first) > groupCount) return null;
      let group = Number(first);
      i += 2;
      while (i < replacement.length && /\d/.test(replacement[i] as string)) {
        const longer = group * 10 + Number(replacement[i]);
        if (longer > groupCount) break;
        group = longer;
        i += 1;
      }
      parts.push({ group });
    } else {
      parts.push(char);
      i += 1;
    }
  }
  return parts;
}

/**
 * Every match of the regular expression `pattern` replaced by `replacement` (Java syntax, see parseReplacement:
 * '$0' is the whole match). Null when the pattern does not compile or the replacement is invalid.
 */
export function replaceAll(text: string, pattern: string, replacement: string): string | null {
  let regex: RegExp;
  let probe: RegExpExecArray | null;
  try {
    regex = new RegExp(pattern, 'g');
    // Matching the empty alternative tells the number of groups and their names.
    probe = new RegExp(`${pattern}|`).exec('');
  } catch {
    return null;
  }
  if (probe === null) return null;
  const parts = parseReplacement(replacement, probe.length - 1, Object.keys(probe.groups ?? {}));
  if (parts === null) return null;
  let result = '';
  let last = 0;
  for (const match of text.matchAll(regex)) {
    result += text.slice(last, match.index);
    for (const part of parts) {
      if (typeof part === 'string') result += part;
      else result += (typeof part.group === 'number' ? match[part.group] : match.groups?.[part.group]) ?? '';
    }
    last = match.index + match[0].length;
  }
  return result + text.slice(last);
}

/** A decimal number with '.' or ',' as separator ('12', '-3.5', '3,5', ',5'), no grouping; null otherwise. */
export function parseDecimal(text: string | null): number | null {
  if (text === null) return null;
  const trimmed = text.trim();
  if (!/^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}
