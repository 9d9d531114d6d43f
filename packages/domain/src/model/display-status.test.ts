import { describe, expect, it } from 'vitest';
import { DEFAULT_STATUS_PALETTE, DISPLAY_STATUS_KINDS, resolveStatusPalette } from './display-status';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('default status palette', () => {
  it('gives every kind a colour, a text colour and a name', () => {
    expect(Object.keys(DEFAULT_STATUS_PALETTE).sort()).toEqual([...DISPLAY_STATUS_KINDS].sort());
    for (const kind of DISPLAY_STATUS_KINDS) {
      const { color, textColor, name } = DEFAULT_STATUS_PALETTE[kind];
      expect(color).toMatch(/^#[0-9A-F]{6}$/);
      expect(textColor).toMatch(/^#[0-9A-F]{6}$/);
      expect(name.trim()).not.toBe('');
    }
  });

  it('keeps badge text readable (WCAG AA, 4.5:1)', () => {
    for (const kind of DISPLAY_STATUS_KINDS) {
      const { color, textColor } = DEFAULT_STATUS_PALETTE[kind];
      expect(contrast(color, textColor), kind).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('distinguishes kinds by colour', () => {
    const colours = DISPLAY_STATUS_KINDS.map((k) => DEFAULT_STATUS_PALETTE[k].color);
    expect(new Set(colours).size).toBe(colours.length);
  });
});

describe('resolveStatusPalette', () => {
  it('returns the defaults without overrides', () => {
    expect(resolveStatusPalette(undefined)).toEqual(DEFAULT_STATUS_PALETTE);
    expect(resolveStatusPalette(null)).toEqual(DEFAULT_STATUS_PALETTE);
  });

  it('applies the non-blank fields of known kinds only', () => {
    const palette = resolveStatusPalette({
      ok: { color: '#000000' },
      error: { name: '  ', textColor: '#111111' },
      bogus: { color: '#222222' },
    });
    expect(palette.ok).toEqual({ ...DEFAULT_STATUS_PALETTE.ok, color: '#000000' });
    expect(palette.error).toEqual({ ...DEFAULT_STATUS_PALETTE.error, textColor: '#111111' });
    expect(Object.keys(palette)).toHaveLength(DISPLAY_STATUS_KINDS.length);
    expect(palette).not.toHaveProperty('bogus');
  });

  it('ignores stray fields of an override', () => {
    const palette = resolveStatusPalette({ warn: { color: '#333333', extra: 'x' } as never });
    expect(palette.warn).toEqual({ ...DEFAULT_STATUS_PALETTE.warn, color: '#333333' });
  });
});
