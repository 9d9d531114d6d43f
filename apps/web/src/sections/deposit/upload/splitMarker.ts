import type { LabelKey, SplitConfig } from '@postbridge/domain';

// A box's split marker (docs/product.md §3 Box splitConfig bsc.PDF_AREA: a regular expression searched in an
// area of each page) told in words, as a person reads it: "each page whose text in the footer area starts
// with "Page 1/"", not "^Page 1/". Pure: tested beside it.

type AreaSplit = Extract<SplitConfig, { kind: 'bsc.PDF_AREA' }>;

/** How the marker text is matched, from the simple patterns services use; `pattern` for any other. */
type MarkerMatch = 'any' | 'contains' | 'startsWith' | 'endsWith' | 'exact' | 'pattern';

interface MarkerWords {
  match: MarkerMatch;
  /** The text looked for (the pattern itself when it is not a plain text). */
  text: string;
  where: 'header' | 'footer' | 'area';
}

/** Height of the page the areas are measured on: A4, the default page format (docs/product.md §9). */
const PAGE_HEIGHT_MM = 297;

/** The part of the page the area lies in: the top or bottom third, else just "the marked area". */
function placeOf(area: AreaSplit['area']): MarkerWords['where'] {
  if (area.top >= (PAGE_HEIGHT_MM * 2) / 3) return 'footer';
  if (area.top + area.height <= PAGE_HEIGHT_MM / 3) return 'header';
  return 'area';
}

/** The text a pattern stands for when it is a plain text (escaped punctuation allowed); null otherwise. */
function plainText(pattern: string): string | null {
  let text = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '\\') {
      const next = pattern[i + 1];
      // \d, \s, \w… are classes of characters, not the letter itself.
      if (next === undefined || /[A-Za-z0-9]/.test(next)) return null;
      text += next;
      i++;
    } else if ('^$.*+?()[]{}|'.includes(char)) {
      return null;
    } else {
      text += char;
    }
  }
  return text;
}

export function markerWords(split: Pick<AreaSplit, 'area' | 'value'>): MarkerWords {
  const where = placeOf(split.area);
  if (split.value.trim() === '') return { match: 'any', text: '', where };
  let core = split.value;
  let starts = core.startsWith('^');
  if (starts) core = core.slice(1);
  let ends = core.endsWith('$') && !core.endsWith('\\$');
  if (ends) core = core.slice(0, -1);
  // ".*" at an end matches anything there: "^Page 1/.*" starts with "Page 1/".
  if (core.endsWith('.*') && !core.endsWith('\\.*')) [core, ends] = [core.slice(0, -2), false];
  if (core.startsWith('.*')) [core, starts] = [core.slice(2), false];
  const text = plainText(core);
  if (text === null || text === '') return { match: 'pattern', text: split.value, where };
  const match: MarkerMatch =
    starts && ends ? 'exact' : starts ? 'startsWith' : ends ? 'endsWith' : 'contains';
  return { match, text, where };
}

type Translate = (key: LabelKey, params?: Record<string, string | number>) => string;

/** The sentence of a box split on a marker: where a document starts (or ends, for a marker on last pages). */
export function splitMarkerSentence(split: Pick<AreaSplit, 'area' | 'value' | 'page'>, t: Translate): string {
  const words = markerWords(split);
  const marker = t(`deposit.split.marker.${words.match}`, {
    text: words.text,
    where: t(`deposit.split.where.${words.where}`),
  });
  return t((split.page ?? 1) < 0 ? 'deposit.split.ends' : 'deposit.split.starts', { marker });
}
