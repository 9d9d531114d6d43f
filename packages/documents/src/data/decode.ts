import iconv from 'iconv-lite';
import type { Encoding } from '@postbridge/domain';
import { DocumentError } from '../errors';
import { lineError } from './report';
import type { ByteSource } from './types';

const ICONV_NAMES: Record<Exclude<Encoding, 'UTF-8'>, string> = { 'ISO-8859-1': 'latin1', 'CP-1252': 'win1252' };
const BOM = [0xef, 0xbb, 0xbf];

/**
 * Decodes a byte stream chunk by chunk (docs/product.md §9 encodings). A leading UTF-8 BOM is dropped
 * whatever the declared encoding (in CP-1252 it would read as "ï»¿"), and CR LF becomes LF so every parser
 * counts lines alike. Invalid UTF-8 raises `data.encoding` naming the line; the two single-byte encodings
 * cannot be invalid.
 */
export async function* decodeText(source: ByteSource, encoding: Encoding | null): AsyncGenerator<string> {
  // docs/product.md §5 parser checks: "encoding is required".
  if (!encoding) throw new DocumentError('data.config', 'An encoding is required', {});
  const decoder = encoding === 'UTF-8' ? new Utf8Decoder() : singleByteDecoder(encoding);
  let head: Uint8Array | null = new Uint8Array(0);
  let pendingCr = false;
  const normalise = (text: string, last: boolean): string => {
    let out = (pendingCr ? '\r' : '') + text;
    pendingCr = !last && out.endsWith('\r');
    if (pendingCr) out = out.slice(0, -1);
    out = out.replace(/\r\n/g, '\n');
    decoder.linesDone += countLf(out);
    return out;
  };
  for await (const chunk of source) {
    let bytes = chunk;
    if (head) {
      // Hold the first bytes until we know whether they are a BOM.
      bytes = concat(head, chunk);
      if (bytes.length < BOM.length && BOM.every((b, i) => i >= bytes.length || bytes[i] === b)) {
        head = bytes;
        continue;
      }
      head = null;
      if (BOM.every((b, i) => bytes[i] === b)) bytes = bytes.subarray(BOM.length);
    }
    const text = normalise(decoder.write(bytes), false);
    if (text) yield text;
  }
  const tail = normalise((head ? decoder.write(head) : '') + decoder.end(), true);
  if (tail) yield tail;
}

interface ChunkDecoder {
  linesDone: number;
  write(bytes: Uint8Array): string;
  end(): string;
}

function singleByteDecoder(encoding: Exclude<Encoding, 'UTF-8'>): ChunkDecoder {
  const decoder = iconv.getDecoder(ICONV_NAMES[encoding]);
  return {
    linesDone: 0,
    write: (bytes) => decoder.write(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    end: () => decoder.end() ?? '',
  };
}

/** Strict UTF-8 that keeps an incomplete trailing sequence for the next chunk, so it can name the bad line. */
class Utf8Decoder implements ChunkDecoder {
  linesDone = 0;
  private readonly fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  private carry = new Uint8Array(0);

  write(chunk: Uint8Array): string {
    const bytes = concat(this.carry, chunk);
    const complete = completeLength(bytes);
    this.carry = bytes.slice(complete);
    return this.decode(bytes.subarray(0, complete));
  }

  end(): string {
    const rest = this.carry;
    this.carry = new Uint8Array(0);
    return this.decode(rest);
  }

  private decode(bytes: Uint8Array): string {
    try {
      return this.fatal.decode(bytes);
    } catch {
      // Slow path, only on error: find the first line that does not decode.
      let start = 0;
      for (let line = this.linesDone + 1; ; line += 1) {
        const lf = bytes.indexOf(0x0a, start);
        const end = lf === -1 ? bytes.length : lf;
        try {
          this.fatal.decode(bytes.subarray(start, end));
        } catch {
          return fail(line);
        }
        if (lf === -1) return fail(line);
        start = lf + 1;
      }
    }
  }
}

function fail(line: number): never {
  throw lineError('data.encoding', line, 'invalid UTF-8 bytes (is the file in another encoding?)', undefined, {
    encoding: 'UTF-8',
  });
}

/** Length of the prefix that ends on a UTF-8 sequence boundary. */
function completeLength(bytes: Uint8Array): number {
  for (let i = bytes.length - 1; i >= Math.max(0, bytes.length - 3); i -= 1) {
    const b = bytes[i] as number;
    if ((b & 0xc0) === 0x80) continue;
    const size = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return i + size > bytes.length ? i : bytes.length;
  }
  return bytes.length;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

function countLf(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n += 1;
  return n;
}

export interface SourceLine {
  /** 1-based. */
  line: number;
  text: string;
}

/** Splits decoded text into lines (LF); a final line without LF counts, an empty one after the last LF does not. */
export async function* readLines(text: AsyncIterable<string>, maxLineLength: number): AsyncGenerator<SourceLine> {
  let partial = '';
  let line = 0;
  for await (const chunk of text) {
    let start = 0;
    for (let lf = chunk.indexOf('\n'); lf !== -1; lf = chunk.indexOf('\n', start)) {
      line += 1;
      const full = partial + chunk.slice(start, lf);
      partial = '';
      if (full.length > maxLineLength) throw tooLong(line, maxLineLength);
      yield { line, text: full };
      start = lf + 1;
    }
    partial += chunk.slice(start);
    if (partial.length > maxLineLength) throw tooLong(line + 1, maxLineLength);
  }
  if (partial) yield { line: line + 1, text: partial };
}

function tooLong(line: number, max: number): DocumentError {
  return lineError('data.lineTooLong', line, `line longer than ${max} characters`, undefined, { limit: max });
}
