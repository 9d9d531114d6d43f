import { describe, expect, it } from 'vitest';
import { ENCODINGS } from '@postbridge/domain';
import { encode, readAll, readError } from './testing/sources';
import type { FixedWidthParserConfig } from './types';

const config: FixedWidthParserConfig = {
  kind: 'par.FixedWidth',
  encoding: 'UTF-8',
  columnWidths: [6, 10, 8],
  metadataMapping: { '0': 'id', '1': 'name', '2': 'city' },
};

describe('fixed-width parser', () => {
  it.each(ENCODINGS)('cuts columns by characters, not bytes, in %s', async (encoding) => {
    const text = '000001Müller    Zürich  \n000002Dupont    Brest\n';
    const { records } = await readAll({ ...config, encoding }, encode(text, encoding));
    expect(records).toEqual([
      { line: 1, values: { id: '000001', name: 'Müller', city: 'Zürich' } },
      // The producer stripped the trailing spaces of the last column.
      { line: 2, values: { id: '000002', name: 'Dupont', city: 'Brest' } },
    ]);
  });

  it('reads CP-1252 only characters (0x80-0x9F)', async () => {
    const { records } = await readAll({ ...config, encoding: 'CP-1252' }, encode('000003Œuvre     €-ville\n', 'CP-1252'));
    expect(records[0]?.values).toEqual({ id: '000003', name: 'Œuvre', city: '€-ville' });
  });

  it('skips blank lines and keeps source line numbers', async () => {
    const { records } = await readAll(config, encode('\n000001Ann       Lyon\n   \n000002Bob       Nice'));
    expect(records.map((r) => r.line)).toEqual([2, 4]);
  });

  it('names the line and the first missing column of a short line', async () => {
    const error = await readError(config, encode('000001Ann       Lyon\n000002Bob\n'));
    expect(error).toMatchObject({
      code: 'data.lineLength',
      message: 'Line 2: expected 3 columns, found 2',
      details: { line: 2, column: 3 },
    });
  });

  it('refuses text beyond the column widths', async () => {
    const error = await readError(config, encode('000001Ann       Lyon    EXTRA\n'));
    expect(error).toMatchObject({ code: 'data.lineLength', details: { line: 1, expected: 24, found: 29 } });
  });

  it('refuses a width of 0 and a mapping beyond the columns', async () => {
    expect(await readError({ ...config, columnWidths: [6, 0, 8] }, encode('x\n'))).toMatchObject({ code: 'data.config' });
    expect(await readError({ ...config, metadataMapping: { '3': 'x' } }, encode('x\n'))).toMatchObject({
      code: 'data.config',
    });
  });
});
