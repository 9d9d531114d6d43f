import * as mupdf from 'mupdf';
import { DocumentError } from '../errors';
import { mupdfOf } from './open-pdf';
import type { PdfHandle } from './open-pdf';

/** Widest thumbnail accepted: larger images are previews, not list thumbnails. */
export const MAX_THUMBNAIL_WIDTH_PX = 2000;

/** PNG of one page (1-based) exactly `widthPx` wide, height in proportion, on white. */
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
  const scale = widthPx / (x1 - x0);
  const heightPx = Math.max(1, Math.round((y1 - y0) * scale));
  const matrix = mupdf.Matrix.concat(mupdf.Matrix.translate(-x0, -y0), mupdf.Matrix.scale(scale, scale));
  // Drawing into a pixmap of the exact size avoids the one-pixel round-up of page.toPixmap.
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, widthPx, heightPx], false);
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
