import { describe, expect, it } from 'vitest';
import { decodeText, readLines } from './decode';
import { chunked, encode } from './testing/sources';

async function text(bytes: Uint8Array, size: number, encoding: 'UTF-8' | 'CP-1252' = 'UTF-8') {
  let out = '';
  for await (const part of decodeText(chunked(bytes, size), encoding)) out += part;
  return out;
}

describe('decodeText', () => {
  it('decodes multi-byte characters split across chunks of any size', async () => {
    const bytes = encode('Müller 😀 Œuvre\n€');
    for (const size of [1, 2, 3, 5, 64]) expect(await text(bytes, size)).toBe('Müller 😀 Œuvre\n€');
  });

  it('drops a UTF-8 BOM split across chunks, in any declared encoding, but keeps a later U+FEFF', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...encode('a\uFEFFb')]);
    expect(await text(bytes, 1)).toBe('a\uFEFFb');
    expect(await text(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]), 1, 'CP-1252')).toBe('A');
    expect(await text(new Uint8Array([0xef, 0xbb]), 1, 'CP-1252')).toBe('ï»');
  });

  it('turns CR LF into LF even when CR and LF arrive in different chunks, and keeps a lone CR', async () => {
    expect(await text(encode('a\r\nb\rc\r\n'), 1)).toBe('a\nb\rc\n');
    expect(await text(encode('a\r'), 1)).toBe('a\r');
  });

  it('refuses a truncated sequence at the end and names its line', async () => {
    await expect(text(new Uint8Array([0x61, 0x0a, 0x62, 0xc3]), 2)).rejects.toMatchObject({
      code: 'data.encoding',
      details: { line: 2 },
    });
  });

  it('names the line of an invalid byte far into the file', async () => {
    const bytes = new Uint8Array([...encode('ok\n'.repeat(500)), 0x80, 0x0a]);
    await expect(text(bytes, 7)).rejects.toMatchObject({ details: { line: 501 } });
  });
});

describe('readLines', () => {
  async function lines(source: string[], max = 100) {
    const out = [];
    async function* parts() {
      yield* source;
    }
    for await (const line of readLines(parts(), max)) out.push(line);
    return out;
  }

  it('joins lines across chunks and numbers them, without an empty line after the final LF', async () => {
    expect(await lines(['ab', 'c\n\nd', 'e\n'])).toEqual([
      { line: 1, text: 'abc' },
      { line: 2, text: '' },
      { line: 3, text: 'de' },
    ]);
    expect(await lines(['x'])).toEqual([{ line: 1, text: 'x' }]);
  });

  it('refuses a line longer than the limit before holding it all', async () => {
    await expect(lines(['ok\n', 'x'.repeat(60), 'x'.repeat(60)], 100)).rejects.toMatchObject({
      code: 'data.lineTooLong',
      details: { line: 2, limit: 100 },
    });
  });
});
