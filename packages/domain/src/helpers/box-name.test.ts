import { describe, expect, it } from 'vitest';
import { generateBoxName } from './box-name';

const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('generateBoxName', () => {
  it('draws a base-36 name of up to 6 digits', () => {
    expect(generateBoxName(() => 0)).toBe('0');
    expect(generateBoxName(() => 0.5)).toBe('i00000');
    expect(generateBoxName(() => 0.999999999999)).toBe('zzzzzz');
    for (let i = 0; i < 200; i += 1) expect(generateBoxName()).toMatch(/^[0-9a-z]{1,6}$/);
  });

  it('stays in range even with a random function returning 1 or below 0', () => {
    expect(generateBoxName(() => 1)).toBe('zzzzzz');
    expect(generateBoxName(() => -0.5)).toBe('0');
  });

  it('draws again when the name is taken', () => {
    expect(generateBoxName(sequence(0, 0.5), ['0'])).toBe('i00000');
  });

  it('gives up after 100 taken draws', () => {
    expect(() => generateBoxName(() => 0, ['0'])).toThrow(/no free name/);
  });
});
