import type { AreaMm } from '../pdf/extract-text-in-area';

/** A rectangle by its corners: x0 < x1, y0 < y1 (mm from the page's top-left, or points while reading). */
export type Box = { x0: number; y0: number; x1: number; y1: number };

/** What touches less than this (mm) does not touch: glyph boxes and rules often end exactly on a line. */
const TOUCH_MM = 0.01;

export const boxOfArea = (a: AreaMm): Box => ({
  x0: a.left,
  y0: a.top,
  x1: a.left + a.width,
  y1: a.top + a.height,
});

/** The area of a box in mm, rounded to 0.1 mm so that the same content gives equal findings on every channel. */
export function areaOfBox(b: Box): AreaMm {
  const r = (n: number) => Math.round(n * 10) / 10;
  return { left: r(b.x0), top: r(b.y0), width: r(b.x1 - b.x0), height: r(b.y1 - b.y0) };
}

export function intersection(a: Box, b: Box): Box | null {
  const x0 = Math.max(a.x0, b.x0);
  const y0 = Math.max(a.y0, b.y0);
  const x1 = Math.min(a.x1, b.x1);
  const y1 = Math.min(a.y1, b.y1);
  return x1 - x0 > TOUCH_MM && y1 - y0 > TOUCH_MM ? { x0, y0, x1, y1 } : null;
}

export const union = (a: Box | null, b: Box): Box =>
  a
    ? {
        x0: Math.min(a.x0, b.x0),
        y0: Math.min(a.y0, b.y0),
        x1: Math.max(a.x1, b.x1),
        y1: Math.max(a.y1, b.y1),
      }
    : b;

export const inside = (inner: Box, outer: Box): boolean =>
  inner.x0 >= outer.x0 - TOUCH_MM &&
  inner.y0 >= outer.y0 - TOUCH_MM &&
  inner.x1 <= outer.x1 + TOUCH_MM &&
  inner.y1 <= outer.y1 + TOUCH_MM;

export const grown = (b: Box, by: number): Box => ({
  x0: b.x0 - by,
  y0: b.y0 - by,
  x1: b.x1 + by,
  y1: b.y1 + by,
});

/** The box around four corners of a rectangle put through an affine matrix [a b c d e f]. */
export function transformBox(x0: number, y0: number, x1: number, y1: number, m: readonly number[]): Box {
  const xs = [
    x0 * m[0]! + y0 * m[2]!,
    x1 * m[0]! + y0 * m[2]!,
    x0 * m[0]! + y1 * m[2]!,
    x1 * m[0]! + y1 * m[2]!,
  ];
  const ys = [
    x0 * m[1]! + y0 * m[3]!,
    x1 * m[1]! + y0 * m[3]!,
    x0 * m[1]! + y1 * m[3]!,
    x1 * m[1]! + y1 * m[3]!,
  ];
  return {
    x0: Math.min(...xs) + m[4]!,
    y0: Math.min(...ys) + m[5]!,
    x1: Math.max(...xs) + m[4]!,
    y1: Math.max(...ys) + m[5]!,
  };
}
