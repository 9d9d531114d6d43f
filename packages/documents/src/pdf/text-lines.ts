import type { LineTolerance, WordSpace } from '@postbridge/domain';

/** One glyph placed on the page, in points, y growing downwards. */
export type PlacedChar = { c: string; x0: number; x1: number; baseline: number; size: number };

/**
 * Two glyphs sit on the same line when their baselines differ by at most this fraction of the font size
 * (docs/product.md §9 "Line tolerance"). strict 0.1 em (1 pt at 10 pt) keeps a baseline shifted by a scanner
 * or a mail-merge tool as its own line; default 0.4 em also joins such shifts and superscripts, yet stays
 * below the 1 em of the tightest line spacing (docs/product.md §3 "line space" default 1), so real lines
 * never merge.
 */
export const LINE_TOLERANCE_EM: Record<LineTolerance, number> = { strict: 0.1, default: 0.4 };

/**
 * A space separates two glyphs when the blank between them exceeds this fraction of the font size
 * (docs/product.md §9 "Word space"). Space glyphs of the PDF are ignored and spaces are rebuilt from
 * geometry, so documents that position words without space glyphs read the same as those that have them.
 * standard 0.2 em sits below the usual space widths (Helvetica 0.278 em, Times 0.25 em) and above kerning;
 * narrow 0.1 em also catches the squeezed spaces of justified or condensed text.
 */
export const WORD_GAP_EM: Record<WordSpace, number> = { narrow: 0.1, standard: 0.2 };

/** A line of text with where it sits: its baseline (points, y downwards) and the size of its largest glyph. */
type TextLine = { text: string; baseline: number; size: number };

/** Groups glyphs into lines (top to bottom) and words (left to right). */
export function layoutLines(
  chars: readonly PlacedChar[],
  params: { lineTolerance: LineTolerance; wordSpace: WordSpace },
): string[] {
  return layoutTextLines(chars, params).map((line) => line.text);
}

/** The same lines with their baseline and type size (the window anatomy tells a small return line by them). */
export function layoutTextLines(
  chars: readonly PlacedChar[],
  params: { lineTolerance: LineTolerance; wordSpace: WordSpace },
): TextLine[] {
  const lineEm = LINE_TOLERANCE_EM[params.lineTolerance];
  const gapEm = WORD_GAP_EM[params.wordSpace];
  const glyphs = chars.filter((ch) => ch.c.trim() !== '').sort((a, b) => a.baseline - b.baseline);
  const lines: TextLine[] = [];
  let start = 0;
  while (start < glyphs.length) {
    // The line's first (highest) glyph anchors it, so a slope of small shifts cannot chain lines together.
    const anchor = glyphs[start]!;
    let end = start + 1;
    while (
      end < glyphs.length &&
      glyphs[end]!.baseline - anchor.baseline <= lineEm * Math.max(anchor.size, glyphs[end]!.size)
    ) {
      end++;
    }
    const line = glyphs.slice(start, end);
    let size = 0;
    for (const ch of line) if (ch.size > size) size = ch.size;
    lines.push({ text: joinWords(line, gapEm), baseline: anchor.baseline, size });
    start = end;
  }
  return lines;
}

function joinWords(line: PlacedChar[], gapEm: number): string {
  line.sort((a, b) => a.x0 - b.x0);
  let text = '';
  let previous: PlacedChar | undefined;
  for (const ch of line) {
    if (previous && ch.x0 - previous.x1 > gapEm * Math.max(ch.size, previous.size)) text += ' ';
    text += ch.c;
    previous = ch;
  }
  return text;
}
