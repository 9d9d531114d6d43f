import { describe, expect, it } from 'vitest';
import { brandShades, brandingTheme } from './branding';

describe('white-label theme', () => {
  it('builds ten shades around the brand colour, the colour itself at shade 6', () => {
    const shades = brandShades('#1c7ed6');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#1c7ed6');
    expect(new Set(shades).size).toBe(10);
    expect(shades[0]).toMatch(/^#e[0-9a-f]/);
  });

  it('keeps the default palette without a valid colour', () => {
    expect(brandingTheme(null).primaryColor).toBe('blue');
  });
});
