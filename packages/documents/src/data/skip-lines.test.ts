import { describe, expect, it } from 'vitest';
import { ENCODINGS } from '@postbridge/domain';
import { parseDataFile } from './parse-data-file';
import { encode, readAll, readError } from './testing/sources';
import type { SkipLinesParserConfig } from './types';

const config: SkipLinesParserConfig = {
  kind: 'par.Seiitra',
  encoding: 'UTF-8',
  skipLinesBefore: 2,
  skipLinesAfter: 1,
  separator: '|',
  metadataMapping: { '0': 'id', '2': 'name' },
};
const file = 'HEADER 2024-01-31\nCOLUMNS id|x|name\n1|a|Müller\n2|b|Œuvre\nTRAILER 2 records\n';

describe('skip-lines (Seiitra) parser', () => {
  it.each(ENCODINGS)('drops header and trailer lines in %s', async (encoding) => {
    const { records } = await readAll({ ...config, encoding }, encode(file, encoding));
    expect(records).toEqual([
      { line: 3, values: { id: '1', name: 'Müller' } },
      { line: 4, values: { id: '2', name: encoding === 'ISO-8859-1' ? '?uvre' : 'Œuvre' } },
    ]);
  });

  it('skips nothing with 0 before and after, and several trailer lines', async () => {
    const none = await readAll({ ...config, skipLinesBefore: 0, skipLinesAfter: 0, metadataMapping: { '0': 'a' } }, encode('1|2\n3|4'));
    expect(none.records.map((r) => r.values.a)).toEqual(['1', '3']);
    const more = await readAll({ ...config, skipLinesBefore: 0, skipLinesAfter: 3 }, encode('1|x|a\n2|x|b\nT1\nT2\nT3\n'));
    expect(more.records.map((r) => r.values.id)).toEqual(['1', '2']);
  });

  it('yields nothing when the file is all header and trailer', async () => {
    const { records } = await readAll({ ...config, skipLinesBefore: 3, skipLinesAfter: 3 }, encode(file));
    expect(records).toEqual([]);
  });

  it('emits records before the trailer has been read (look-behind of skipLinesAfter lines)', async () => {
    let linesSent = 0;
    async function* slow(): AsyncGenerator<Uint8Array> {
      for (const line of ['H', 'H', '1|x|a', '2|x|b', '3|x|c', 'T']) {
        linesSent += 1;
        yield encode(`${line}\n`);
      }
    }
    const seen: number[] = [];
    for await (const record of parseDataFile(config, slow())) {
      if (record.values.id === '1') seen.push(linesSent);
    }
    expect(seen[0]).toBeLessThan(6);
  });

  it('reports a column count error with its line, or skips it when lenient', async () => {
    const bad = 'H\nH\n1|x|a\n2|x\n3|x|c\nT\n';
    expect(await readError(config, encode(bad))).toMatchObject({
      code: 'data.columnCount',
      details: { line: 4, column: 3 },
    });
    const { records, warnings } = await readAll({ ...config, lenient: true }, encode(bad));
    expect(records.map((r) => r.line)).toEqual([3, 5]);
    expect(warnings).toEqual([{ code: 'data.columnCount', message: 'Line 4: expected 3 columns, found 2', line: 4, column: 3 }]);
  });

  it('refuses negative line counts', async () => {
    expect(await readError({ ...config, skipLinesAfter: -1 }, encode(file))).toMatchObject({ code: 'data.config' });
  });
});
