import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenUntilReadable, readableShade } from './contrast';

describe('contrast ratio (WCAG 2.1)', () => {
  it('measures what axe measured on the bare theme', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // dimmed text on white, white on Mantine's blue.7: the two findings of issue 19
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#ffffff', '#1c7ed6')).toBeCloseTo(4.2, 2);
  });

  it('picks the first shade in the given order that reaches 4.5:1, else the last', () => {
    const shades = ['#ffffff', '#eeeeee', '#777777', '#595959', '#000000'];
    expect(readableShade(shades, '#ffffff', [1, 2, 3, 4])).toBe(3);
    expect(readableShade(shades, '#000000', [4, 3, 2, 1])).toBe(2);
    expect(readableShade(shades, '#ffffff', [0, 1])).toBe(1);
  });

  it('darkens a light colour just enough for white text', () => {
    const darker = darkenUntilReadable('#ffd400', '#ffffff');
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(darker, '#ffffff')).toBeLessThan(5);
    expect(darkenUntilReadable('#0b3d91', '#ffffff')).toBe('#0b3d91');
  });
});
