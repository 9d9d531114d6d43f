// PDF functions: bytes in, bytes out, behind mupdf (design/PDF.md). The mupdf objects stay inside this folder.
export { openPdf } from './open-pdf';
export { embedStandardFonts } from './embed-fonts';
export type { PdfErrorCode, PdfHandle } from './open-pdf';
export { inspectPdf, parsePdfDate } from './inspect-pdf';
export type { PdfInfo, PdfPageInfo } from './inspect-pdf';
export { extractTextInArea } from './extract-text-in-area';
export type { AreaMm, TextExtractionParameters, TextInArea, TextInAreaRequest } from './extract-text-in-area';
export { LINE_TOLERANCE_EM, WORD_GAP_EM } from './text-lines';
export { planSplit, readSplitStarts } from './plan-split';
export type { PdfPart, SplitConfig } from './plan-split';
export { writePdfPart, writePdfParts } from './write-pdf-parts';
export {
  MAX_PAGE_IMAGE_PIXELS,
  MAX_THUMBNAIL_WIDTH_PX,
  pageImageSize,
  renderThumbnail,
} from './render-thumbnail';
export { POINTS_PER_MM, mmToPoints, pointsToMm } from './units';
