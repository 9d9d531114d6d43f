import { describe, expect, it } from 'vitest';
import { csvLine } from '../../platform/csv';
import { decodeCsvBytes, parseCsv, unescapeCsvValue } from './users-csv';

describe('users CSV', () => {
  it('decodes UTF-8 with or without a byte-order mark, and ISO-8859-1', () => {
    const text = 'login;lastName\nzoe;Müller\n';
    expect(decodeCsvBytes(new TextEncoder().encode(text))).toBe(text);
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]))).toBe(text);
    expect(decodeCsvBytes(Buffer.from(text, 'latin1'))).toBe(text);
  });

  it('reads quoted fields, CRLF and LF line ends, and the line each row starts on', () => {
    const rows = parseCsv('a;b\r\n"x;1";"say ""hi"""\n\n"two\nlines";z\nlast;');
    expect(rows).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x;1', 'say "hi"'] },
      { line: 4, fields: ['two\nlines', 'z'] },
      { line: 6, fields: ['last', ''] },
    ]);
  });

  it('writes what it reads back, formulas defused and phone numbers untouched', () => {
    const values = ['=SUM(A1)', '+33612345678', 'a;b', 'quote "q"', '-5', null, "'=kept"];
    const [row] = parseCsv(csvLine(values));
    expect(row!.fields[0]).toBe("'=SUM(A1)");
    expect(row!.fields[1]).toBe('+33612345678');
    expect(row!.fields.map(unescapeCsvValue)).toEqual(values.map((v) => v ?? ''));
  });
});
