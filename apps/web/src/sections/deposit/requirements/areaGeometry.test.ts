import { describe, expect, it } from 'vitest';
import { arrowStep, fieldRange, fitArea, moveArea, resizeArea } from './areaGeometry';

const A4 = { widthMm: 210, heightMm: 297 };
const window = { left: 100, top: 45, width: 90, height: 40 };

describe('area geometry', () => {
  it('moves the area, keeping its size, and stops it at the page edges', () => {
    expect(moveArea(window, 5, -5, A4)).toEqual({ left: 105, top: 40, width: 90, height: 40 });
    expect(moveArea(window, 50, 0, A4)).toEqual({ left: 120, top: 45, width: 90, height: 40 });
    expect(moveArea(window, -500, -500, A4)).toEqual({ left: 0, top: 0, width: 90, height: 40 });
    expect(moveArea(window, 0, 1000, A4)).toEqual({ left: 100, top: 257, width: 90, height: 40 });
  });

  it('keeps a tenth of a millimetre', () => {
    expect(moveArea(window, 1.234, 0.06, A4)).toEqual({ left: 101.2, top: 45.1, width: 90, height: 40 });
  });

  it('resizes from the bottom-right corner, at least 1 mm and not past the page', () => {
    expect(resizeArea(window, -10, 20, A4)).toEqual({ left: 100, top: 45, width: 80, height: 60 });
    expect(resizeArea(window, -200, -200, A4)).toEqual({ left: 100, top: 45, width: 1, height: 1 });
    expect(resizeArea(window, 500, 500, A4)).toEqual({ left: 100, top: 45, width: 110, height: 252 });
  });

  it('fits an area larger than the page into it', () => {
    expect(fitArea({ left: 50, top: 50, width: 400, height: 20 }, A4)).toEqual({
      left: 0,
      top: 50,
      width: 210,
      height: 20,
    });
  });

  it('steps 1 mm with the arrow keys and 10 mm with Shift; other keys do nothing', () => {
    expect(arrowStep({ key: 'ArrowRight', shiftKey: false })).toEqual([1, 0]);
    expect(arrowStep({ key: 'ArrowLeft', shiftKey: true })).toEqual([-10, 0]);
    expect(arrowStep({ key: 'ArrowUp', shiftKey: false })).toEqual([0, -1]);
    expect(arrowStep({ key: 'ArrowDown', shiftKey: true })).toEqual([0, 10]);
    expect(arrowStep({ key: 'Enter', shiftKey: false })).toBeNull();
  });

  it('gives each field the range that keeps the area on the page', () => {
    expect(fieldRange(window, 'left', A4)).toEqual({ min: 0, max: 120 });
    expect(fieldRange(window, 'top', A4)).toEqual({ min: 0, max: 257 });
    expect(fieldRange(window, 'width', A4)).toEqual({ min: 1, max: 110 });
    expect(fieldRange(window, 'height', A4)).toEqual({ min: 1, max: 252 });
  });
});
