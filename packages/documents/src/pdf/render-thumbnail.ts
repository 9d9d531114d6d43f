import * as mupdf from 'mupdf';
import { DocumentError } from '../errors';
import { mupdfOf } from './open-pdf';
import type { PdfHandle } from './open-pdf';

/** Widest thumbnail accepted: larger images are previews, not list thumbnails. */
export const MAX_THUMBNAIL_WIDTH_PX = 2000;
/**
 * At most this many pixels in one page image (an A4 page 2,000 px wide has 5.7 million): a page of an odd shape
 * (a strip 1 pt wide and 5 m tall, a poster) is drawn smaller rather than allocating hundreds of megabytes in
 * mupdf's memory, which it keeps once grown.
 */
export const MAX_PAGE_IMAGE_PIXELS = 8_000_000;
/** And at most this many on either side. */
const MAX_PAGE_IMAGE_SIDE_PX = 10_000;

/**
 * The size a page of `widthPt` × `heightPt` points is drawn at when `widthPx` is asked: that width, the height in
 * proportion, unless the image would pass MAX_PAGE_IMAGE_PIXELS or MAX_PAGE_IMAGE_SIDE_PX; then smaller, in the
 * same proportions (at least 1 px each way).
 */
export function pageImageSize(
  widthPt: number,
  heightPt: number,
  widthPx: number,
): { widthPx: number; heightPx: number; scale: number } {
  const asked = widthPx / widthPt;
  const scale = Math.min(
    asked,
    Math.sqrt(MAX_PAGE_IMAGE_PIXELS / (widthPt * heightPt)),
    MAX_PAGE_IMAGE_SIDE_PX / heightPt,
    MAX_PAGE_IMAGE_SIDE_PX / widthPt,
  );
  if (scale === asked) return { widthPx, heightPx: Math.max(1, Math.round(heightPt * scale)), scale };
  // Cut down: rounded down, so as to stay within the limits.
  return {
    widthPx: Math.max(1, Math.floor(widthPt * scale)),
    heightPx: Math.max(1, Math.floor(heightPt * scale)),
    scale,
  };
}

/**
 * PNG of one page (1-based) `widthPx` wide, height in proportion, on white; smaller when that would pass the
 * pixel limits (pageImageSize).
 */
export function renderThumbnail(
  handle: PdfHandle,
  pageNumber: number,
  options: { widthPx: number },
): Uint8Array {
  const { widthPx } = options;
  if (!Number.isInteger(widthPx) || widthPx < 1 || widthPx > MAX_THUMBNAIL_WIDTH_PX) {
    throw new DocumentError(
      'pdf.invalidThumbnailWidth',
      `Thumbnail width must be 1..${MAX_THUMBNAIL_WIDTH_PX} px`,
      {
        widthPx,
      },
    );
  }
  const page = mupdfOf(handle).page(pageNumber);
  const [x0, y0, x1, y1] = page.getBounds();
  const size = pageImageSize(x1 - x0, y1 - y0, widthPx);
  const { scale } = size;
  const matrix = mupdf.Matrix.concat(mupdf.Matrix.translate(-x0, -y0), mupdf.Matrix.scale(scale, scale));
  // Drawing into a pixmap of the exact size avoids the one-pixel round-up of page.toPixmap.
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, size.widthPx, size.heightPx], false);
  try {
    pixmap.clear(255);
    const device = new mupdf.DrawDevice(mupdf.Matrix.identity, pixmap);
    try {
      page.run(device, matrix);
      device.close();
    } finally {
      device.destroy();
    }
    return pixmap.asPNG();
  } finally {
    pixmap.destroy();
  }
}
