import { postcodeValidator } from 'postcode-validator';
import type { PostalFormat } from './postal-format-data';
import type { LineMatch } from './read-postal-line';
import { printedRegion } from './writing-rules';

// How a postcode/town line is printed once read: the postcode as the post office spells it, an old country prefix
// dropped, capitals where the destination's post office asks for them (writing-rules.ts), its wide gap kept.

export const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

/** The line as the post office writes it: postcode spelling and prefix, capitals where asked, kept wide gap. */
export function standardLine(format: PostalFormat, text: string, raw: string, match: LineMatch): string {
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
  if (S && rule.region) edits.push({ ...S, value: printedRegion(rule.region, S.value) });
  const gap = rule.wideGapBefore ? match.gaps[rule.wideGapBefore] : undefined;
  if (gap && gap.value === ' ' && / {2,}/.test(raw)) edits.push({ ...gap, value: '  ' });
  let line = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    line = line.slice(0, edit.start) + edit.value + line.slice(edit.end);
  }
  return line;
}
