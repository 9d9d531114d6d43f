// Data Matrix ECC 200 (ISO/IEC 16022) in ASCII encodation, written for speed: bwip-js (a translation of the
// PostScript BWIPP) takes 0.7 to 1.4 ms per symbol, 7 to 14 s for the 10,000 distinct codes of a 10,000-page
// print file, more than the whole `qpdf --overlay` reference; this takes a few microseconds. The tests check it
// module for module against bwip-js given the same codewords, and decode it back with zxing.

/** A matrix symbol: `modules[row * columns + column]` is 1 for a dark module; no quiet zone. */
export type CodeMatrix = { columns: number; rows: number; modules: Uint8Array };

type SymbolSize = {
  rows: number;
  columns: number;
  /** Data regions vertically and horizontally. */
  regionRows: number;
  regionColumns: number;
  eccCodewords: number;
  blocks: number;
};

// ISO/IEC 16022 table 7: rows, columns, data regions (vertically × horizontally), error correction codewords,
// interleaved blocks. Squares then rectangles, each in increasing capacity (DMRE sizes left out, as bwip-js).
const SIZE_TABLE: readonly (readonly [number, number, number, number, number, number])[] = [
  [10, 10, 1, 1, 5, 1],
  [12, 12, 1, 1, 7, 1],
  [14, 14, 1, 1, 10, 1],
  [16, 16, 1, 1, 12, 1],
  [18, 18, 1, 1, 14, 1],
  [20, 20, 1, 1, 18, 1],
  [22, 22, 1, 1, 20, 1],
  [24, 24, 1, 1, 24, 1],
  [26, 26, 1, 1, 28, 1],
  [32, 32, 2, 2, 36, 1],
  [36, 36, 2, 2, 42, 1],
  [40, 40, 2, 2, 48, 1],
  [44, 44, 2, 2, 56, 1],
  [48, 48, 2, 2, 68, 1],
  [52, 52, 2, 2, 84, 2],
  [64, 64, 4, 4, 112, 2],
  [72, 72, 4, 4, 144, 4],
  [80, 80, 4, 4, 192, 4],
  [88, 88, 4, 4, 224, 4],
  [96, 96, 4, 4, 272, 4],
  [104, 104, 4, 4, 336, 6],
  [120, 120, 6, 6, 408, 6],
  [132, 132, 6, 6, 496, 8],
  [144, 144, 6, 6, 620, 10],
  [8, 18, 1, 1, 7, 1],
  [8, 32, 1, 2, 11, 1],
  [12, 26, 1, 1, 14, 1],
  [12, 36, 1, 2, 18, 1],
  [16, 36, 1, 2, 24, 1],
  [16, 48, 1, 2, 28, 1],
];

const SIZES: readonly SymbolSize[] = SIZE_TABLE.map(
  ([rows, columns, regionRows, regionColumns, eccCodewords, blocks]) => ({
    rows,
    columns,
    regionRows,
    regionColumns,
    eccCodewords,
    blocks,
  }),
);

const dataCapacity = (s: SymbolSize) =>
  Math.floor(((s.rows - 2 * s.regionRows) * (s.columns - 2 * s.regionColumns)) / 8) - s.eccCodewords;

/** Whether `encodeDatamatrix` can encode the text: ISO 8859-1 characters only (the symbology's default). */
function isDatamatrixLatin1(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 255) return false;
  return text.length > 0;
}

/** ASCII encodation: digit pairs in one codeword, ASCII in one, upper Latin-1 behind an Upper Shift. */
export function asciiCodewords(text: string): number[] {
  const codewords: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (isDigit(c) && isDigit(next)) {
      codewords.push(130 + (c - 48) * 10 + (next - 48));
      i++;
    } else if (c < 128) {
      codewords.push(c + 1);
    } else {
      codewords.push(235, c - 127);
    }
  }
  return codewords;
}

const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * The smallest symbol of the shape holding `text` (ISO 8859-1, at most 1,556 characters of data in a square).
 * Returns null when the text cannot be encoded here (other characters, or too long).
 */
export function encodeDatamatrix(text: string, shape: 'square' | 'rectangle' = 'square'): CodeMatrix | null {
  if (!isDatamatrixLatin1(text)) return null;
  const data = asciiCodewords(text);
  const size = SIZES.find(
    (s) => (s.rows === s.columns) === (shape === 'square') && dataCapacity(s) >= data.length,
  );
  if (!size) return null;
  return placeSymbol(size, withErrorCorrection(size, pad(data, dataCapacity(size))));
}

/** Pad codewords: 129 first, then the 253-state randomised pads (ISO/IEC 16022 5.2.3). */
function pad(data: number[], capacity: number): number[] {
  const out = data.slice();
  if (out.length < capacity) out.push(129);
  while (out.length < capacity) {
    const position = out.length + 1;
    const value = 129 + ((149 * position) % 253) + 1;
    out.push(value <= 254 ? value : value - 254);
  }
  return out;
}

// GF(256) with the Data Matrix polynomial x^8 + x^5 + x^3 + x^2 + 1 (301).
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let x = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = x;
    LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 301;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]!;
}
const multiply = (a: number, b: number) => (a === 0 || b === 0 ? 0 : EXP[LOG[a]! + LOG[b]!]!);

const generators = new Map<number, Uint8Array>();
/** Coefficients of (x - α^1)…(x - α^n), highest degree first, leading 1 left out. */
function generator(n: number): Uint8Array {
  let g = generators.get(n);
  if (!g) {
    let poly = [1];
    for (let i = 1; i <= n; i++) {
      const root = EXP[i]!;
      poly = [...poly, 0].map((c, j) => c ^ (j > 0 ? multiply(poly[j - 1]!, root) : 0));
    }
    g = Uint8Array.from(poly.slice(1));
    generators.set(n, g);
  }
  return g;
}

/** Data followed by the Reed-Solomon codewords of each interleaved block. */
function withErrorCorrection(size: SymbolSize, data: number[]): number[] {
  const eccPerBlock = size.eccCodewords / size.blocks;
  const g = generator(eccPerBlock);
  const out = data.slice();
  out.length = data.length + size.eccCodewords;
  for (let block = 0; block < size.blocks; block++) {
    const remainder = new Uint8Array(eccPerBlock);
    for (let i = block; i < data.length; i += size.blocks) {
      const factor = data[i]! ^ remainder[0]!;
      remainder.copyWithin(0, 1);
      remainder[eccPerBlock - 1] = 0;
      for (let j = 0; j < eccPerBlock; j++) remainder[j]! ^= multiply(g[j]!, factor);
    }
    // 144x144 interleaves its error correction from block 9 on (the decoders' "special version").
    const slot = size.rows === 144 ? (block + 2) % size.blocks : block;
    for (let j = 0; j < eccPerBlock; j++) out[data.length + slot + j * size.blocks] = remainder[j]!;
  }
  return out;
}

/** Places the codewords in the mapping matrix (ISO/IEC 16022 annex F) and adds the finder patterns. */
function placeSymbol(size: SymbolSize, codewords: number[]): CodeMatrix {
  const regionHeight = size.rows / size.regionRows - 2;
  const regionWidth = size.columns / size.regionColumns - 2;
  const nrow = regionHeight * size.regionRows;
  const ncol = regionWidth * size.regionColumns;
  const mapping = mappingMatrix(nrow, ncol);
  const modules = new Uint8Array(size.rows * size.columns);
  for (let row = 0; row < size.rows; row++) {
    const inRow = row % (regionHeight + 2);
    for (let column = 0; column < size.columns; column++) {
      const inColumn = column % (regionWidth + 2);
      let dark: boolean;
      if (inColumn === 0 || inRow === regionHeight + 1) dark = true;
      else if (inRow === 0) dark = inColumn % 2 === 0;
      else if (inColumn === regionWidth + 1) dark = inRow % 2 === 1;
      else {
        const r = Math.floor(row / (regionHeight + 2)) * regionHeight + inRow - 1;
        const c = Math.floor(column / (regionWidth + 2)) * regionWidth + inColumn - 1;
        const bit = mapping[r * ncol + c]!;
        dark = bit === 1 || (bit > 1 && ((codewords[(bit >> 3) - 1]! >> (7 - (bit & 7))) & 1) === 1);
      }
      if (dark) modules[row * size.columns + column] = 1;
    }
  }
  return { columns: size.columns, rows: size.rows, modules };
}

const mappings = new Map<string, Int32Array>();
/** For each module of the data area: codeword number * 8 + bit (0 = most significant), 1 for a fixed dark module. */
function mappingMatrix(nrow: number, ncol: number): Int32Array {
  const key = `${nrow}x${ncol}`;
  const cached = mappings.get(key);
  if (cached) return cached;
  const m = new Int32Array(nrow * ncol);
  const at = (row: number, col: number, chr: number, bit: number) => {
    if (row < 0) {
      row += nrow;
      col += 4 - ((nrow + 4) % 8);
    }
    if (col < 0) {
      col += ncol;
      row += 4 - ((ncol + 4) % 8);
    }
    m[row * ncol + col] = chr * 8 + bit;
  };
  const utah = (row: number, col: number, chr: number) => {
    at(row - 2, col - 2, chr, 0);
    at(row - 2, col - 1, chr, 1);
    at(row - 1, col - 2, chr, 2);
    at(row - 1, col - 1, chr, 3);
    at(row - 1, col, chr, 4);
    at(row, col - 2, chr, 5);
    at(row, col - 1, chr, 6);
    at(row, col, chr, 7);
  };
  const corner = (chr: number, cells: readonly (readonly [number, number])[]) =>
    cells.forEach(([row, col], bit) => at(row, col, chr, bit));
  const last = nrow - 1;
  const right = ncol - 1;
  let chr = 1;
  let row = 4;
  let col = 0;
  do {
    if (row === nrow && col === 0) {
      corner(chr++, [
        [last, 0],
        [last, 1],
        [last, 2],
        [0, right - 1],
        [0, right],
        [1, right],
        [2, right],
        [3, right],
      ]);
    }
    if (row === nrow - 2 && col === 0 && ncol % 4 !== 0) {
      corner(chr++, [
        [last - 2, 0],
        [last - 1, 0],
        [last, 0],
        [0, right - 3],
        [0, right - 2],
        [0, right - 1],
        [0, right],
        [1, right],
      ]);
    }
    if (row === nrow - 2 && col === 0 && ncol % 8 === 4) {
      corner(chr++, [
        [last - 2, 0],
        [last - 1, 0],
        [last, 0],
        [0, right - 1],
        [0, right],
        [1, right],
        [2, right],
        [3, right],
      ]);
    }
    if (row === nrow + 4 && col === 2 && ncol % 8 === 0) {
      corner(chr++, [
        [last, 0],
        [last, right],
        [0, right - 2],
        [0, right - 1],
        [0, right],
        [1, right - 2],
        [1, right - 1],
        [1, right],
      ]);
    }
    do {
      if (row < nrow && col >= 0 && m[row * ncol + col] === 0) utah(row, col, chr++);
      row -= 2;
      col += 2;
    } while (row >= 0 && col < ncol);
    row += 1;
    col += 3;
    do {
      if (row >= 0 && col < ncol && m[row * ncol + col] === 0) utah(row, col, chr++);
      row += 2;
      col -= 2;
    } while (row < nrow && col >= 0);
    row += 3;
    col += 1;
  } while (row < nrow || col < ncol);
  // Symbols whose mapping leaves the bottom-right 2x2 corner unused fill it with a fixed checker.
  if (m[nrow * ncol - 1] === 0) {
    m[nrow * ncol - 1] = 1;
    m[nrow * ncol - ncol - 2] = 1;
  }
  mappings.set(key, m);
  return m;
}
