import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ParserConfiguration } from '@postbridge/domain';
import { DocumentError } from '../errors';
import { previewDataFile } from './parse-data-file';
import { chunked, encode } from './testing/sources';
import type { DataParserConfig, DelimitedParserConfig } from './types';

const config: DelimitedParserConfig = {
  kind: 'par.CSV',
  encoding: 'UTF-8',
  separator: ',',
  metadataMapping: { '0': 'n' },
};

describe('previewDataFile', () => {
  it('returns the first records and stops reading the source there', async () => {
    let chunksRead = 0;
    async function* lines(): AsyncGenerator<Uint8Array> {
      for (let i = 1; i <= 10_000; i += 1) {
        chunksRead += 1;
        yield encode(`${i},x\n`);
      }
    }
    const preview = await previewDataFile(config, lines(), 3);
    expect(preview.records.map((r) => r.values.n)).toEqual(['1', '2', '3']);
    expect(preview.truncated).toBe(true);
    expect(chunksRead).toBeLessThan(10_000);
  });

  it('says when the whole file fitted', async () => {
    const preview = await previewDataFile(config, chunked(encode('1,a\n2,b\n')), 2);
    expect(preview).toMatchObject({ truncated: false, warnings: [] });
    expect(preview.records).toHaveLength(2);
  });

  it('returns the records read before an error together with the error', async () => {
    const preview = await previewDataFile(config, chunked(encode('1,a\n2,b\n3\n4,d\n')), 10);
    expect(preview.records).toHaveLength(2);
    expect(preview.error).toBeInstanceOf(DocumentError);
    expect(preview.error).toMatchObject({ code: 'data.columnCount', details: { line: 3 } });
  });

  it('lists lenient warnings', async () => {
    const preview = await previewDataFile({ ...config, lenient: true }, chunked(encode('1,a\n2\n3,c\n')), 10);
    expect(preview.records.map((r) => r.line)).toEqual([1, 3]);
    expect(preview.warnings).toEqual([expect.objectContaining({ line: 2, code: 'data.columnCount' })]);
  });
});

describe('configuration', () => {
  it('accepts the domain parser configuration as is', () => {
    expectTypeOf<ParserConfiguration>().toExtend<DataParserConfig>();
  });

  it('refuses a configuration without encoding', async () => {
    const preview = await previewDataFile({ ...config, encoding: null }, chunked(encode('1,a\n')), 1);
    expect(preview.error).toMatchObject({ code: 'data.config', message: 'An encoding is required' });
  });
});
