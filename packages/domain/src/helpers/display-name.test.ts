import { describe, expect, it } from 'vitest';
import { cleanDisplayName } from './display-name';

describe('cleanDisplayName', () => {
  it('drops control characters and bidirectional overrides, keeping every script', () => {
    expect(cleanDisplayName('bad\u0000na\u001fme\u007f\u0085.csv')).toBe('badname.csv');
    // A right-to-left override would show "invoice\u202Efdp.exe" as "invoiceexe.pdf".
    expect(cleanDisplayName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanDisplayName('\u2067שלום\u2069 letter')).toBe('שלום letter');
    expect(cleanDisplayName('מכתב 12 \u200F(ינואר)')).toBe('מכתב 12 \u200F(ינואר)');
  });

  it('trims, and cuts a long name at the limit in characters, not bytes', () => {
    expect(cleanDisplayName('  Letters  ')).toBe('Letters');
    expect(cleanDisplayName('é'.repeat(100_000))).toHaveLength(255);
    expect(cleanDisplayName('😀'.repeat(300), 10)).toBe('😀'.repeat(10));
    expect(cleanDisplayName('\u0000\u202E')).toBe('');
  });
});
