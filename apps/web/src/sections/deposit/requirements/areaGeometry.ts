import type { BoxArea } from '@postbridge/domain';

// Moving and resizing an extraction area on a page, in mm from the page's top-left corner (docs/product.md §3
// "Box area").

export interface PageSizeMm {
  widthMm: number;
  heightMm: number;
}

export type AreaField = keyof BoxArea;

/** Smallest width and height the frame can be given; the API needs a positive size. */
const MIN_AREA_MM = 1;
/** Arrow key steps: 1 mm, or 10 mm with Shift. */
const KEY_STEP_MM = 1;
const KEY_BIG_STEP_MM = 10;

/** Areas are kept to a tenth of a millimetre: finer than any print, and stable to show and to type. */
export const roundMm = (mm: number) => Math.round(mm * 10) / 10;

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), Math.max(min, max));

/** The area made to fit the page: at least MIN_AREA_MM wide and high, and wholly on the page. */
export function fitArea(area: BoxArea, page: PageSizeMm): BoxArea {
  const width = roundMm(clamp(area.width, MIN_AREA_MM, page.widthMm));
  const height = roundMm(clamp(area.height, MIN_AREA_MM, page.heightMm));
  return {
    left: roundMm(clamp(area.left, 0, page.widthMm - width)),
    top: roundMm(clamp(area.top, 0, page.heightMm - height)),
    width,
    height,
  };
}

/** The area moved by (dx, dy) mm, its size kept, stopped at the page's edges. */
export function moveArea(area: BoxArea, dxMm: number, dyMm: number, page: PageSizeMm): BoxArea {
  return fitArea({ ...area, left: area.left + dxMm, top: area.top + dyMm }, page);
}

/** The area made (dw, dh) mm larger from its bottom-right corner, its top-left corner kept. */
export function resizeArea(area: BoxArea, dwMm: number, dhMm: number, page: PageSizeMm): BoxArea {
  const width = roundMm(clamp(area.width + dwMm, MIN_AREA_MM, page.widthMm - area.left));
  const height = roundMm(clamp(area.height + dhMm, MIN_AREA_MM, page.heightMm - area.top));
  return { ...area, width, height };
}

/** The (dx, dy) step of an arrow key, in mm; null for any other key. */
export function arrowStep(event: { key: string; shiftKey: boolean }): [number, number] | null {
  const step = event.shiftKey ? KEY_BIG_STEP_MM : KEY_STEP_MM;
  switch (event.key) {
    case 'ArrowLeft':
      return [-step, 0];
    case 'ArrowRight':
      return [step, 0];
    case 'ArrowUp':
      return [0, -step];
    case 'ArrowDown':
      return [0, step];
    default:
      return null;
  }
}

/** The values a field may take with the other three kept, so that the area stays on the page. */
export function fieldRange(area: BoxArea, field: AreaField, page: PageSizeMm): { min: number; max: number } {
  switch (field) {
    case 'left':
      return { min: 0, max: roundMm(page.widthMm - area.width) };
    case 'top':
      return { min: 0, max: roundMm(page.heightMm - area.height) };
    case 'width':
      return { min: MIN_AREA_MM, max: roundMm(page.widthMm - area.left) };
    case 'height':
      return { min: MIN_AREA_MM, max: roundMm(page.heightMm - area.top) };
  }
}
