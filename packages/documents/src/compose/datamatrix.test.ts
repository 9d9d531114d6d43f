import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { asciiCodewords, encodeDatamatrix } from './datamatrix';
import type { CodeMatrix } from './datamatrix';

/** bwip-js's symbol for the same ASCII codewords: Reed-Solomon and module placement must agree bit for bit. */
function bwipSymbol(text: string, shape: 'square' | 'rectangle'): CodeMatrix {
  const raw = asciiCodewords(text)
    .map((c) => `^${String(c).padStart(3, '0')}`)
    .join('');
  const [symbol] = bwipjs.raw({
    bcid: shape === 'square' ? 'datamatrix' : 'datamatrixrectangular',
    text: raw,
    raw: true,
  } as bwipjs.RawOptions) as { pixs: number[]; pixx: number; pixy: number }[];
  return { columns: symbol!.pixx, rows: symbol!.pixy, modules: Uint8Array.from(symbol!.pixs) };
}

/** A text of `length` characters mixing digit pairs, ASCII and upper Latin-1. */
function sample(length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) {
    text += String.fromCharCode(
      i % 5 === 0 ? 48 + (i % 10) : 32 + ((i * 7919) % 95) + (i % 17 === 0 ? 128 : 0),
    );
  }
  return text;
}

/** zxing's reading of a symbol drawn 4 pixels per module with a 4-module quiet zone. */
function decode(symbol: CodeMatrix): string {
  const scale = 4;
  const quiet = 4;
  const width = (symbol.columns + 2 * quiet) * scale;
  const height = (symbol.rows + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(width * height).fill(255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const row = Math.floor(y / scale) - quiet;
      const column = Math.floor(x / scale) - quiet;
      const inside = row >= 0 && row < symbol.rows && column >= 0 && column < symbol.columns;
      if (inside && symbol.modules[row * symbol.columns + column]) pixels[y * width + x] = 0;
    }
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, width, height)));
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.DATA_MATRIX]],
    [DecodeHintType.PURE_BARCODE, true],
  ]);
  return new MultiFormatReader().decode(bitmap, hints).getText();
}

describe('encodeDatamatrix', () => {
  it('matches bwip-js module for module in every square and rectangular size', () => {
    const sizes = new Set<string>();
    for (const [shape, longest] of [
      ['square', 1556],
      ['rectangle', 49],
    ] as const) {
      for (let length = 1; length <= longest; length = Math.ceil(length * 1.12)) {
        const text = sample(length);
        const mine = encodeDatamatrix(text, shape)!;
        expect(mine, `${shape} ${length}`).toEqual(bwipSymbol(text, shape));
        sizes.add(`${mine.rows}x${mine.columns}`);
      }
    }
    // 24 square sizes (10x10 … 144x144) and 6 rectangles (8x18 … 16x48).
    expect(sizes.size).toBe(30);
  });

  it('encodes what zxing reads back: digits, punctuation, Latin-1 accents', () => {
    for (const text of [
      '0',
      'PB0001234567P01/02',
      'Crème brûlée à 12,50 €'.replace('€', 'EUR'),
      sample(300),
    ]) {
      expect(decode(encodeDatamatrix(text)!)).toBe(text);
      expect(decode(encodeDatamatrix(text.slice(0, 40), 'rectangle')!)).toBe(text.slice(0, 40));
    }
  });

  it('takes the smallest symbol: 6 digits (3 codewords) fit a 10x10, 7 digits (4) need a 12x12', () => {
    expect(encodeDatamatrix('123456')).toMatchObject({ rows: 10, columns: 10 });
    expect(encodeDatamatrix('1234567')).toMatchObject({ rows: 12, columns: 12 });
  });

  it('leaves to others what it cannot encode', () => {
    expect(encodeDatamatrix('')).toBeNull();
    expect(encodeDatamatrix('שלום')).toBeNull();
    expect(encodeDatamatrix('x'.repeat(1600))).toBeNull();
  });
});
