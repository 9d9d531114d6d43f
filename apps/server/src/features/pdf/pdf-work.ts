import {
  extractTextInArea,
  inspectPdf,
  openPdf,
  renderThumbnail,
  type TextInArea,
  type TextInAreaRequest,
} from '@postbridge/documents';
import { workTask } from '../../platform/work/work-pool';

// The PDF work the API asks for while a user waits (a page image, a thumbnail, the text of an area): run in the
// work pool (platform/work), each with a time limit, so that a pathological PDF answers pdf.tooComplex instead
// of holding the event loop.

type PageImageInput = { bytes: Uint8Array; page: number; widthPx: number };
/** `widthPx`: the width drawn, the one asked for unless the pixel limits made the image smaller. */
export type PageImage = {
  pageCount: number;
  widthMm: number;
  heightMm: number;
  widthPx: number;
  png: Uint8Array;
};

/** A page image is asked by a screen: a PDF that takes longer than this to draw is refused as too complex. */
export const PAGE_IMAGE_WORK = workTask<PageImageInput, PageImage>('pdf.pageImage', 15_000);

export function pageImage({ bytes, page, widthPx }: PageImageInput): PageImage {
  const info = inspectPdf(bytes);
  const handle = openPdf(bytes);
  try {
    // Checked by the handle: a page outside the file is refused with pdf.pageOutOfRange and the page count.
    const png = renderThumbnail(handle, page, { widthPx });
    const size = info.pages[page - 1]!;
    // The PNG's own width (its IHDR chunk, right after the signature).
    const drawn = new DataView(png.buffer, png.byteOffset, png.byteLength).getUint32(16);
    return { pageCount: info.pageCount, widthMm: size.widthMm, heightMm: size.heightMm, widthPx: drawn, png };
  } finally {
    handle.close();
  }
}

export const THUMBNAIL_WORK = workTask<{ bytes: Uint8Array; widthPx: number }, Uint8Array>(
  'pdf.thumbnail',
  15_000,
);

export function thumbnail({ bytes, widthPx }: { bytes: Uint8Array; widthPx: number }): Uint8Array {
  const handle = openPdf(bytes);
  try {
    return renderThumbnail(handle, 1, { widthPx });
  } finally {
    handle.close();
  }
}

type AreaTextInput = { bytes: Uint8Array; parameters: TextInAreaRequest };

export const AREA_TEXT_WORK = workTask<AreaTextInput, TextInArea>('pdf.areaText', 15_000);

export function areaText({ bytes, parameters }: AreaTextInput): TextInArea {
  const handle = openPdf(bytes);
  try {
    return extractTextInArea(handle, parameters);
  } finally {
    handle.close();
  }
}
