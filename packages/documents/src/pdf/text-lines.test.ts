import { describe, expect, it } from 'vitest';
import { layoutLines } from './text-lines';
import type { PlacedChar } from './text-lines';

/** A word of glyphs 6 pt wide at 10 pt, starting at x. */
function word(text: string, x: number, baseline: number): PlacedChar[] {
  return [...text].map((c, i) => ({ c, x0: x + i * 6, x1: x + (i + 1) * 6, baseline, size: 10 }));
}

const defaults = { lineTolerance: 'default', wordSpace: 'standard' } as const;

describe('layoutLines', () => {
  it('orders lines top to bottom and glyphs left to right, whatever order they come in', () => {
    const chars = [...word('Paris', 0, 30), ...word('Jane', 0, 10).reverse()];
    expect(layoutLines(chars, defaults)).toEqual(['Jane', 'Paris']);
  });

  it('keeps a baseline shifted by 1.5 pt as its own line when strict, joins it by default', () => {
    const chars = [...word('AB', 0, 100), ...word('CD', 12, 101.5)];
    expect(layoutLines(chars, { ...defaults, lineTolerance: 'strict' })).toEqual(['AB', 'CD']);
    expect(layoutLines(chars, defaults)).toEqual(['ABCD']);
  });

  it('never joins lines set 1 em apart, even by default', () => {
    expect(layoutLines([...word('one', 0, 100), ...word('two', 0, 110)], defaults)).toEqual(['one', 'two']);
  });

  it('rebuilds spaces from gaps: 1.5 pt is a space only when narrow, 2.5 pt always', () => {
    const narrowGap = [...word('12', 0, 50), ...word('Rue', 13.5, 50)];
    expect(layoutLines(narrowGap, defaults)).toEqual(['12Rue']);
    expect(layoutLines(narrowGap, { ...defaults, wordSpace: 'narrow' })).toEqual(['12 Rue']);
    const standardGap = [...word('12', 0, 50), ...word('Rue', 14.5, 50)];
    expect(layoutLines(standardGap, defaults)).toEqual(['12 Rue']);
  });

  it('ignores the space glyphs of the PDF and never doubles a space', () => {
    const chars = [
      ...word('A', 0, 50),
      { c: ' ', x0: 6, x1: 9, baseline: 50, size: 10 },
      ...word('B', 9, 50),
    ];
    expect(layoutLines(chars, defaults)).toEqual(['A B']);
    expect(layoutLines([], defaults)).toEqual([]);
  });
});
