import { describe, expect, it } from 'vitest';
import {
  BYTE_UNITS,
  DATE_PATTERNS,
  DEFAULT_DATE_PATTERN,
  DEFAULT_LINE_TOLERANCE,
  DEFAULT_PAGE_FORMAT,
  DEFAULT_WORD_SPACE,
  LINE_TOLERANCES,
  PAGE_FORMATS,
  PAGE_SIZES_MM,
  type PageFormat,
  SEARCH_RANGE_DEFAULT_DAYS,
  SEARCH_RANGE_MAX_DAYS,
  TOAST_AUTO_CLOSE_MS,
  WORD_SPACES,
} from './constants';

describe('page formats', () => {
  it('defaults to A4, 210 × 297 mm', () => {
    expect(DEFAULT_PAGE_FORMAT).toBe('A4');
    expect(PAGE_SIZES_MM.A4).toEqual({ width: 210, height: 297 });
  });

  it('gives every format a size, portrait formats taller than wide', () => {
    for (const format of PAGE_FORMATS) {
      const size = PAGE_SIZES_MM[format];
      expect(size.width, format).toBeGreaterThan(0);
      if (format.endsWith('_LANDSCAPE')) expect(size.width, format).toBeGreaterThan(size.height);
      else expect(size.height, format).toBeGreaterThan(size.width);
    }
  });

  it('has a landscape variant of every portrait format, with the sides swapped', () => {
    const portraits = PAGE_FORMATS.filter((f) => !f.endsWith('_LANDSCAPE')) as Exclude<
      PageFormat,
      `${string}_LANDSCAPE`
    >[];
    expect(portraits).toEqual(['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'SRA3', 'US_LETTER', 'US_LEGAL']);
    for (const portrait of portraits) {
      const landscape = PAGE_SIZES_MM[`${portrait}_LANDSCAPE`];
      expect(landscape).toEqual({
        width: PAGE_SIZES_MM[portrait].height,
        height: PAGE_SIZES_MM[portrait].width,
      });
    }
    expect(PAGE_FORMATS).toHaveLength(portraits.length * 2);
  });

  it('halves each A size into the next (ISO 216, rounded down to the mm)', () => {
    const series = ['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6'] as const;
    for (let i = 1; i < series.length; i += 1) {
      const bigger = PAGE_SIZES_MM[series[i - 1]!];
      const next = PAGE_SIZES_MM[series[i]!];
      expect(next.height).toBe(bigger.width);
      expect(next.width).toBe(Math.floor(bigger.height / 2));
    }
  });

  it('uses the US sizes in millimetres', () => {
    expect(PAGE_SIZES_MM.US_LETTER).toEqual({ width: 215.9, height: 279.4 });
    expect(PAGE_SIZES_MM.US_LEGAL).toEqual({ width: 215.9, height: 355.6 });
  });
});

describe('other constants', () => {
  it('never lets the default search range exceed its maximum', () => {
    expect(SEARCH_RANGE_DEFAULT_DAYS).toBeLessThanOrEqual(SEARCH_RANGE_MAX_DAYS);
  });

  it('closes errors after 5 s and other toasts after 2.5 s', () => {
    expect(TOAST_AUTO_CLOSE_MS).toEqual({ error: 5000, warning: 2500, info: 2500 });
  });

  it('lists the default date pattern first and the byte units from B to YB', () => {
    expect(DATE_PATTERNS[0]).toBe(DEFAULT_DATE_PATTERN);
    expect(BYTE_UNITS[0]).toBe('B');
    expect(BYTE_UNITS.at(-1)).toBe('YB');
  });

  it('picks extraction defaults among their options', () => {
    expect(LINE_TOLERANCES).toContain(DEFAULT_LINE_TOLERANCE);
    expect(WORD_SPACES).toContain(DEFAULT_WORD_SPACE);
  });
});
