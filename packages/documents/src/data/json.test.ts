import { describe, expect, it } from 'vitest';
import { ENCODINGS } from '@postbridge/domain';
import { parseDataFile } from './parse-data-file';
import { parseJsonPointer, resolveJsonPointer } from './json-pointer';
import { chunked, encode, readAll, readError } from './testing/sources';
import type { JsonParserConfig } from './types';

const config: JsonParserConfig = {
  kind: 'par.JSON',
  encoding: 'UTF-8',
  elementsJSONPointer: '/batch/letters',
  metadataMapping: { '/recipient/name': 'name', '/recipient/address/zip': 'zip', '/pages': 'pages' },
  globalMetadataMapping: { '/batch/sender': 'sender' },
};
const document = {
  batch: {
    sender: 'ACME',
    letters: [
      { recipient: { name: 'Müller', address: { zip: '8001' } }, pages: 2 },
      { recipient: { name: 'Œuvre', address: { zip: null } }, pages: 1 },
    ],
  },
};

describe('JSON parser', () => {
  it.each(ENCODINGS)('maps each element plus the global values in %s', async (encoding) => {
    const bytes = encode(JSON.stringify(document, null, 2), encoding);
    const { records } = await readAll({ ...config, encoding }, bytes);
    expect(records).toEqual([
      { line: 1, values: { sender: 'ACME', name: 'Müller', zip: '8001', pages: '2' } },
      { line: 2, values: { sender: 'ACME', name: encoding === 'ISO-8859-1' ? '?uvre' : 'Œuvre', zip: '', pages: '1' } },
    ]);
  });

  it('reads keys holding "/" and "~" through ~1 and ~0', async () => {
    const doc = { 'a/b': [{ 'c~d': 'x', 'e/f': { g: 1 } }] };
    const { records } = await readAll(
      { kind: 'par.JSON', encoding: 'UTF-8', elementsJSONPointer: '/a~1b', metadataMapping: { '/c~0d': 'v', '/e~1f': 'w' } },
      encode(JSON.stringify(doc)),
    );
    expect(records).toEqual([{ line: 1, values: { v: 'x', w: '{"g":1}' } }]);
  });

  it('makes one record from the global mapping when there is no elements pointer', async () => {
    const { records } = await readAll(
      { kind: 'par.JSON', encoding: 'UTF-8', globalMetadataMapping: { '/batch/letters/0/recipient/name': 'first' } },
      encode(JSON.stringify(document)),
    );
    expect(records).toEqual([{ line: 1, values: { first: 'Müller' } }]);
  });

  it('names the element with a missing value, or skips it when lenient', async () => {
    const doc = { batch: { sender: 'S', letters: [{ recipient: { name: 'A', address: { zip: '1' } }, pages: 1 }, { pages: 3 }] } };
    expect(await readError(config, encode(JSON.stringify(doc)))).toMatchObject({
      code: 'data.jsonPointer',
      message: 'Element 2: nothing at /recipient/name',
      details: { line: 2, pointer: '/recipient/name' },
    });
    const reader = parseDataFile({ ...config, lenient: true }, chunked(encode(JSON.stringify(doc))));
    const records = [];
    for await (const record of reader) records.push(record);
    expect(records.map((r) => r.line)).toEqual([1]);
    expect(reader.warnings).toEqual([
      { code: 'data.jsonPointer', message: 'Element 2: nothing at /recipient/name', line: 2 },
    ]);
  });

  it('gives the line and column of a syntax error', async () => {
    const error = await readError(config, encode('{\n  "batch": {\n    "sender": "x",,\n  }\n}'));
    expect(error).toMatchObject({ code: 'data.syntax', details: { line: 3, column: 19 } });
  });

  it('refuses an elements pointer that is not an array, and a file above the size limit', async () => {
    expect(await readError({ ...config, elementsJSONPointer: '/batch/sender' }, encode(JSON.stringify(document)))).toMatchObject({
      code: 'data.jsonPointer',
    });
    const reader = parseDataFile(config, chunked(encode(JSON.stringify(document)), 16), { maxJsonBytes: 64 });
    await expect(reader[Symbol.asyncIterator]().next()).rejects.toMatchObject({ code: 'data.tooLarge', details: { limit: 64 } });
  });
});

describe('JSON pointers (RFC 6901)', () => {
  const doc = { foo: ['bar', 'baz'], '': 0, 'a/b': 1, 'm~n': 8, ' ': 7 };

  it('resolves the examples of RFC 6901 §5', () => {
    const at = (p: string) => resolveJsonPointer(doc, parseJsonPointer(p));
    expect(at('')).toBe(doc);
    expect(at('/foo')).toEqual(['bar', 'baz']);
    expect(at('/foo/0')).toBe('bar');
    expect(at('/')).toBe(0);
    expect(at('/a~1b')).toBe(1);
    expect(at('/m~0n')).toBe(8);
    expect(at('/ ')).toBe(7);
  });

  it('decodes ~01 as "~1", not "/", and refuses malformed pointers', () => {
    expect(parseJsonPointer('/~01')).toEqual(['~1']);
    expect(() => parseJsonPointer('foo')).toThrow(/not a JSON pointer/);
    expect(() => parseJsonPointer('/a~2')).toThrow(/not a JSON pointer/);
  });

  it('finds nothing past the end, at "-", at leading-zero indexes or inherited keys', () => {
    const at = (p: string) => resolveJsonPointer(doc, parseJsonPointer(p));
    expect(at('/foo/2')).toBeUndefined();
    expect(at('/foo/-')).toBeUndefined();
    expect(at('/foo/01')).toBeUndefined();
    expect(at('/toString')).toBeUndefined();
  });
});
