import { describe, expect, it } from 'vitest';
import { ENCODINGS } from '@postbridge/domain';
import { parseDataFile } from './parse-data-file';
import { encode, readAll, readError } from './testing/sources';
import type { DelimitedParserConfig } from './types';

const base: DelimitedParserConfig = {
  kind: 'par.CSV',
  encoding: 'UTF-8',
  separator: ';',
  metadataMapping: { '0': 'name', '2': 'city' },
};

describe('delimited parser', () => {
  it.each(ENCODINGS)('reads accented names in %s', async (encoding) => {
    const bytes = encode('Müller;1;Zürich\nŒuvre;2;Besançon\n', encoding);
    const { records } = await readAll({ ...base, encoding }, bytes);
    expect(records[0]).toEqual({ line: 1, values: { name: 'Müller', city: 'Zürich' } });
    // Œ exists in CP-1252 (0x8C) and UTF-8 but not in ISO-8859-1, where iconv writes '?'.
    expect(records[1]?.values.name).toBe(encoding === 'ISO-8859-1' ? '?uvre' : 'Œuvre');
  });

  it('tells CP-1252 from ISO-8859-1 in the 0x80-0x9F range', async () => {
    const bytes = new Uint8Array([0x80, 0x3b, 0x8c, 0x3b, 0x9c, 0x0a]); // "€;Œ;œ" in CP-1252
    const cp = await readAll({ ...base, encoding: 'CP-1252', metadataMapping: { '0': 'a', '1': 'b', '2': 'c' } }, bytes);
    const latin = await readAll({ ...base, encoding: 'ISO-8859-1', metadataMapping: { '0': 'a', '1': 'b', '2': 'c' } }, bytes);
    expect(cp.records[0]?.values).toEqual({ a: '€', b: 'Œ', c: 'œ' });
    expect(latin.records[0]?.values).toEqual({ a: '\u0080', b: '\u008c', c: '\u009c' });
  });

  it('skips a UTF-8 byte order mark and reads CR LF line ends', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...encode('Jean;x;Paris\r\nAnn;y;Lyon\r\n')]);
    const { records } = await readAll(base, bytes, 1);
    expect(records).toEqual([
      { line: 1, values: { name: 'Jean', city: 'Paris' } },
      { line: 2, values: { name: 'Ann', city: 'Lyon' } },
    ]);
  });

  it('keeps quoted separators and line breaks, and numbers records by their first line', async () => {
    const csv = 'name,notes,city\n"Dupont; Jean","line one\nline two",Paris\n"O""Brien",,Cork\n';
    const config = { ...base, separator: ',', headerPresent: true };
    const { records } = await readAll(config, encode(csv));
    expect(records).toEqual([
      { line: 2, values: { name: 'Dupont; Jean', city: 'Paris' } },
      { line: 4, values: { name: 'O"Brien', city: 'Cork' } },
    ]);
  });

  it('uses another quote character, or none', async () => {
    const single = await readAll({ ...base, quoteChar: "'" }, encode("'a;b';x;c\n"));
    expect(single.records[0]?.values).toEqual({ name: 'a;b', city: 'c' });
    const none = await readAll({ ...base, quoteChar: '', metadataMapping: { '0': 'n' } }, encode('"a;x;y\n'));
    expect(none.records[0]?.values).toEqual({ n: '"a' });
  });

  it('maps columns by header name with used column names', async () => {
    const config: DelimitedParserConfig = {
      ...base,
      headerPresent: true,
      usedColumnNames: ['City', 'Name'],
      metadataMapping: { Name: 'recipientName' },
    };
    const { records } = await readAll(config, encode('Id;Name;City\n7;Ann;Lyon\n'));
    expect(records).toEqual([{ line: 2, values: { City: 'Lyon', recipientName: 'Ann' } }]);
    const error = await readError(config, encode('Id;Nom;City\n7;Ann;Lyon\n'));
    expect(error).toMatchObject({ code: 'data.missingColumn', details: { line: 1, name: 'Name' } });
  });

  it('reports the line and column of a row with too few columns', async () => {
    const rows = ['a;b;c;d;e', ...Array.from({ length: 10 }, () => '1;2;3;4;5'), '1;2;3'].join('\n');
    const error = await readError({ ...base, headerPresent: true }, encode(rows));
    expect(error).toMatchObject({
      code: 'data.columnCount',
      message: 'Line 12: expected 5 columns, found 3',
      details: { line: 12, column: 4 },
    });
  });

  it('skips faulty rows under lenient and lists them as warnings', async () => {
    const csv = 'a;b;c\n1;2\n4;5;6\n7;"x"y;9\n10;11\n12;13;14\n';
    const { records, warnings, skipped } = await readAll({ ...base, lenient: true }, encode(csv));
    expect(records).toEqual([
      { line: 1, values: { name: 'a', city: 'c' } },
      { line: 3, values: { name: '4', city: '6' } },
      // A stray quote is kept as text rather than losing the rest of the file.
      { line: 4, values: { name: '7', city: '9' } },
      { line: 6, values: { name: '12', city: '14' } },
    ]);
    expect(skipped).toBe(2);
    expect(warnings).toEqual([
      { code: 'data.columnCount', message: 'Line 2: expected 3 columns, found 2', line: 2, column: 3 },
      { code: 'data.columnCount', message: 'Line 5: expected 3 columns, found 2', line: 5, column: 3 },
    ]);
  });

  it('keeps the records before an unclosed quote under lenient and warns about it', async () => {
    const { records, warnings } = await readAll({ ...base, lenient: true }, encode('a;b;c\n"d;e;f\n'));
    expect(records).toHaveLength(1);
    expect(warnings).toEqual([expect.objectContaining({ code: 'data.syntax', line: 2 })]);
  });

  it('names the line of a quote error when strict', async () => {
    const error = await readError(base, encode('a;b;c\n1;2;3\n"x"y;2;3\n'));
    expect(error).toMatchObject({ code: 'data.syntax', details: { line: 3, column: 1 } });
  });

  it('names the line holding invalid UTF-8', async () => {
    const bytes = new Uint8Array([...encode('a;b;c\nd;e;f\n'), 0x4d, 0xfc, 0x6c, 0x3b, 0x31, 0x3b, 0x32, 0x0a]);
    const error = await readError(base, bytes);
    expect(error).toMatchObject({ code: 'data.encoding', message: expect.stringMatching(/^Line 3:/) });
  });

  it('refuses a mapping onto a column the file does not have', async () => {
    const error = await readError({ ...base, metadataMapping: { '5': 'x' } }, encode('a;b;c\n'));
    expect(error).toMatchObject({ code: 'data.missingColumn', details: { line: 1, column: 6 } });
  });

  it('streams a 100,000-line file: records arrive before the source ends', async () => {
    let produced = 0;
    let sourceDone = false;
    async function* big(): AsyncGenerator<Uint8Array> {
      for (let block = 0; block < 1000; block += 1) {
        let text = '';
        for (let i = 0; i < 100; i += 1) text += `${(produced += 1)};name ${produced};city\n`;
        yield encode(text);
      }
      sourceDone = true;
    }
    const reader = parseDataFile({ ...base, metadataMapping: { '0': 'id' } }, big());
    let count = 0;
    let doneAtFirst: boolean | undefined;
    let producedAtFirst = 0;
    for await (const record of reader) {
      if (count === 0) {
        doneAtFirst = sourceDone;
        producedAtFirst = produced;
      }
      count += 1;
      if (count === 100_000) expect(record).toEqual({ line: 100_000, values: { id: '100000' } });
    }
    expect(count).toBe(100_000);
    expect(doneAtFirst).toBe(false);
    expect(producedAtFirst).toBeLessThan(100_000);
  }, 30_000);
});
