import bwipjs from 'bwip-js/node';
import { DocumentError } from '../errors';
import { encodeDatamatrix } from './datamatrix';
import type { CodeMatrix } from './datamatrix';

type CodeType = 'barcode' | 'datamatrix' | 'qrCode';
type CodeOptions = { gs1: boolean; shape: 'square' | 'rectangle' };

type RawSymbol = { pixs: number[]; pixx: number; pixy: number } | { sbs: number[] };

// bwip-js takes about a millisecond per symbol: repeated values (a code constant over a document's pages)
// are drawn from this cache. Bounded so that a long run of distinct values cannot grow it.
const CACHE_LIMIT = 2000;
const cache = new Map<string, CodeMatrix>();

/**
 * The modules of a code. Plain Data Matrix uses the fast encoder of ./datamatrix; GS1 Data Matrix, QR codes
 * and barcodes (Code 128, GS1-128 with `gs1`) come from bwip-js `raw()`. A barcode is one row of modules,
 * each bar or space as many modules as its width. GS1 values are written with their application identifiers
 * in brackets, e.g. `(01)09521234543213(10)ABC`. Text beyond ISO 8859-1 is encoded as UTF-8 bytes.
 * Refuses an unencodable value with `compose.invalidCode`.
 */
export function codeMatrix(type: CodeType, value: string, options: CodeOptions): CodeMatrix {
  if (value === '') throw invalid(type, value, 'empty value');
  if (type === 'datamatrix' && !options.gs1) {
    const symbol =
      encodeDatamatrix(value, options.shape) ?? encodeDatamatrix(utf8Bytes(value), options.shape);
    if (symbol) return symbol;
    throw invalid(type, value, 'too long for a Data Matrix');
  }
  const bcid = bwipName(type, options);
  const key = `${bcid}\u0000${value}`;
  const cached = cache.get(key);
  if (cached) return cached;
  let raw: RawSymbol[];
  try {
    raw = bwipjs.raw({ bcid, text: options.gs1 ? value : utf8Bytes(value) }) as RawSymbol[];
  } catch (error) {
    throw invalid(type, value, String(error));
  }
  const symbol = matrixOf(raw[0]);
  if (!symbol) throw invalid(type, value, 'no symbol');
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, symbol);
  return symbol;
}

function bwipName(type: CodeType, options: CodeOptions): string {
  if (type === 'qrCode') return 'qrcode';
  if (type === 'barcode') return options.gs1 ? 'gs1-128' : 'code128';
  return options.shape === 'rectangle' ? 'gs1datamatrixrectangular' : 'gs1datamatrix';
}

function matrixOf(raw: RawSymbol | undefined): CodeMatrix | null {
  if (!raw) return null;
  if ('pixs' in raw) return { columns: raw.pixx, rows: raw.pixy, modules: Uint8Array.from(raw.pixs) };
  // sbs: widths of bar, space, bar… in modules.
  const columns = raw.sbs.reduce((sum, width) => sum + width, 0);
  const modules = new Uint8Array(columns);
  let at = 0;
  raw.sbs.forEach((width, i) => {
    if (i % 2 === 0) modules.fill(1, at, at + width);
    at += width;
  });
  return { columns, rows: 1, modules };
}

/** Each UTF-8 byte as one character: the symbologies' byte modes, read back as UTF-8 by scanners. */
function utf8Bytes(value: string): string {
  // eslint-disable-next-line no-control-regex
  return /^[\u0000-\u007f]*$/.test(value) ? value : Buffer.from(value, 'utf8').toString('latin1');
}

const invalid = (type: CodeType, value: string, cause: string) =>
  new DocumentError('compose.invalidCode', `The ${type} value cannot be encoded`, { type, value, cause });
