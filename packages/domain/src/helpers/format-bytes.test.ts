import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('shows whole bytes without decimals', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1)).toBe('1 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(10.4)).toBe('10 B');
  });

  it('switches unit at 1024 with two decimals', () => {
    expect(formatBytes(1024)).toBe('1.00 KB');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(1024 ** 2)).toBe('1.00 MB');
    expect(formatBytes(5.25 * 1024 ** 3)).toBe('5.25 GB');
    expect(formatBytes(1024 ** 4)).toBe('1.00 TB');
    expect(formatBytes(1024 ** 5)).toBe('1.00 PB');
    expect(formatBytes(1024 ** 6)).toBe('1.00 EB');
    expect(formatBytes(1024 ** 7)).toBe('1.00 ZB');
    expect(formatBytes(1024 ** 8)).toBe('1.00 YB');
  });

  it('moves up a unit when rounding would show 1024', () => {
    expect(formatBytes(1023.6)).toBe('1.00 KB');
    expect(formatBytes(1024 ** 2 - 1)).toBe('1.00 MB');
    expect(formatBytes(1024 * 1023.994)).toBe('1023.99 KB');
  });

  it('stays in YB beyond the largest unit', () => {
    expect(formatBytes(2048 * 1024 ** 8)).toBe('2048.00 YB');
    expect(formatBytes(1e20 * 1024 ** 8)).toBe('100000000000000000000.00 YB');
    expect(formatBytes(Number.MAX_VALUE)).toBe('1.49e+284 YB');
  });

  it('keeps the sign of negative sizes, but never shows -0', () => {
    expect(formatBytes(-1536)).toBe('-1.50 KB');
    expect(formatBytes(-1)).toBe('-1 B');
    expect(formatBytes(-0.2)).toBe('0 B');
    expect(formatBytes(-0)).toBe('0 B');
  });

  it("gives '-' for NaN and infinities", () => {
    expect(formatBytes(Number.NaN)).toBe('-');
    expect(formatBytes(Number.POSITIVE_INFINITY)).toBe('-');
    expect(formatBytes(Number.NEGATIVE_INFINITY)).toBe('-');
  });
});
