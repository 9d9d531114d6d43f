// Test helpers reading composed output back: codes through a 300 dpi rendering and zxing, text and colours
// through mupdf. Not exported by the package.
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import * as mupdf from 'mupdf';
import { Writable } from 'node:stream';
import type { AreaMm } from '../../pdf/extract-text-in-area';
import { mmToPoints } from '../../pdf/units';
import { composeOutput } from '../compose-output';
import type { ComposeDocument, ComposeOptions, ComposeResult } from '../types';

const ZXING_FORMATS = {
  datamatrix: BarcodeFormat.DATA_MATRIX,
  qrCode: BarcodeFormat.QR_CODE,
  barcode: BarcodeFormat.CODE_128,
} as const;

/** Grey pixels (one byte each) of `area` of a page (1-based) rendered at `dpi`, with `marginMm` around it. */
function renderArea(bytes: Uint8Array, page: number, area: AreaMm, dpi = 300, marginMm = 3) {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    const p = doc.loadPage(page - 1);
    const scale = dpi / 72;
    const px = (mm: number) => Math.round(mmToPoints(mm) * scale);
    const bbox: mupdf.Rect = [
      px(area.left - marginMm),
      px(area.top - marginMm),
      px(area.left + area.width + marginMm),
      px(area.top + area.height + marginMm),
    ];
    const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, bbox, false);
    pixmap.clear(255);
    const device = new mupdf.DrawDevice(mupdf.Matrix.identity, pixmap);
    p.run(device, mupdf.Matrix.scale(scale, scale));
    device.close();
    const rgb = pixmap.getPixels();
    const width = pixmap.getWidth();
    const height = pixmap.getHeight();
    device.destroy();
    pixmap.destroy();
    p.destroy();
    return { rgb: Uint8Array.from(rgb), width, height };
  } finally {
    doc.destroy();
  }
}

/** Decodes the code drawn in `area`; throws when zxing finds none. */
export function readCode(
  bytes: Uint8Array,
  page: number,
  area: AreaMm,
  type: keyof typeof ZXING_FORMATS,
): string {
  const { rgb, width, height } = renderArea(bytes, page, area);
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < luminance.length; i++) {
    luminance[i] = (rgb[i * 3]! * 299 + rgb[i * 3 + 1]! * 587 + rgb[i * 3 + 2]! * 114) / 1000;
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [ZXING_FORMATS[type]]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  return reader.decode(bitmap, hints).getText();
}

/** The RGB colour at the centre of `area`. */
export function colourAt(bytes: Uint8Array, page: number, area: AreaMm): [number, number, number] {
  const centre = {
    left: area.left + area.width / 2 - 1,
    top: area.top + area.height / 2 - 1,
    width: 2,
    height: 2,
  };
  const { rgb, width, height } = renderArea(bytes, page, centre, 72, 0);
  const i = (Math.floor(height / 2) * width + Math.floor(width / 2)) * 3;
  return [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
}

/** mupdf's plain text of a page, rotated lines included. */
export function pageText(bytes: Uint8Array, page: number): string {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    const stext = doc.loadPage(page - 1).toStructuredText('');
    return stext.asText();
  } finally {
    doc.destroy();
  }
}

/** Composes into memory: the PDF bytes and the result. */
export async function composeToBytes(
  documents: Iterable<ComposeDocument> | AsyncIterable<ComposeDocument>,
  options: ComposeOptions = {},
): Promise<{ bytes: Uint8Array; result: ComposeResult }> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  const result = await composeOutput(sink, documents, options);
  return { bytes: Buffer.concat(chunks), result };
}

/**
 * A print file altered after composition, as a faulty disk, a bad copy or a person could: what `area` of `page`
 * shows is erased. Saved as mupdf saves (other pages' streams kept as they were).
 */
export function eraseArea(bytes: Uint8Array, page: number, area: AreaMm): Uint8Array {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    const p = doc.loadPage(page - 1);
    const [px, py] = p.getBounds();
    const annotation = p.createAnnotation('Redact');
    const x0 = px + mmToPoints(area.left);
    const y0 = py + mmToPoints(area.top);
    annotation.setRect([x0, y0, x0 + mmToPoints(area.width), y0 + mmToPoints(area.height)]);
    p.applyRedactions(false);
    const saved = doc.saveToBuffer('');
    return saved.asUint8Array().slice();
  } finally {
    doc.destroy();
  }
}
