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

type PageThumbnailsInput = { bytes: Uint8Array; pages: readonly number[]; widthPx: number };
/** PNGs by page; null for a page past the end of the file. */
type PageThumbnails = { pageCount: number; images: Record<number, Uint8Array | null> };

/** Several small pages of one file in one task: the file is read and opened once for all of them. */
export const PAGE_THUMBNAILS_WORK = workTask<PageThumbnailsInput, PageThumbnails>(
  'pdf.pageThumbnails',
  15_000,
);

export function pageThumbnails({ bytes, pages, widthPx }: PageThumbnailsInput): PageThumbnails {
  const handle = openPdf(bytes);
  try {
    const images: PageThumbnails['images'] = {};
    for (const page of pages) {
      images[page] = page <= handle.pageCount ? renderThumbnail(handle, page, { widthPx }) : null;
    }
    return { pageCount: handle.pageCount, images };
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
