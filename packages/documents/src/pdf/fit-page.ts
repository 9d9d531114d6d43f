import * as mupdf from 'mupdf';
import type { Scope } from './mupdf-objects';
import { num } from './page-marks';
import type { PageSizeMm } from './pdf-output';
import { mmToPoints } from './units';

// One page size per print file (issue 23): a copied page of another size is drawn on a page of the file's size.

/** A page as the marks see it: its size as displayed (points) and its page space → display transform. */
type Geometry = { width: number; height: number; transform: mupdf.Matrix };

export function pageGeometry(page: mupdf.PDFPage): Geometry {
  const [x0, y0, x1, y1] = page.getBounds();
  return { width: x1 - x0, height: y1 - y0, transform: page.getTransform() };
}

/** How far a page may differ from the file's size and still be that size: rounding of mm to points. */
const PAGE_SIZE_TOLERANCE = mmToPoints(2);
const NEWLINE = Buffer.from('\n');

/**
 * A copied page whose size (as displayed) is not the file's: its content becomes a form drawn on a page of the
 * file's size, turned as it was displayed, shrunk to fit when larger (never enlarged), centred across and
 * against the top, where the address window is; its annotations are dropped (their places no longer hold).
 * Print shops want one paper size per file; a letter whose address moves out of its window this way is
 * stopped by verification. Null when the page already has the size (within PAGE_SIZE_TOLERANCE).
 */
export function fitToFormat(
  doc: mupdf.PDFDocument,
  ref: mupdf.PDFObject,
  page: mupdf.PDFPage,
  pageSize: PageSizeMm,
  scope: Scope,
  stream: (content: string) => mupdf.PDFObject,
): Geometry | null {
  const [x0, y0, x1, y1] = page.getBounds();
  const width = mmToPoints(pageSize.widthMm);
  const height = mmToPoints(pageSize.heightMm);
  if (Math.abs(x1 - x0 - width) <= PAGE_SIZE_TOLERANCE && Math.abs(y1 - y0 - height) <= PAGE_SIZE_TOLERANCE)
    return null;
  const scale = Math.min(1, width / (x1 - x0), height / (y1 - y0));
  // Page space → display (y down, from the box's corner) → the new page (y up, centred across, at the top).
  const place = mupdf.Matrix.concat(
    mupdf.Matrix.concat(page.getTransform(), mupdf.Matrix.translate(-x0, -y0)),
    [scale, 0, 0, -scale, (width - scale * (x1 - x0)) / 2, height],
  );
  const contents = scope.take(ref.get('Contents'));
  const parts = contents.isArray()
    ? Array.from({ length: contents.length }, (_, i) => scope.take(contents.get(i)))
    : contents.isNull()
      ? []
      : [contents];
  const body = Buffer.concat(
    parts.flatMap((part) => [Buffer.from(part.readStream().asUint8Array()), NEWLINE]),
  );
  const box = scope.take(ref.get('CropBox'));
  const form = scope.take(
    doc.addStream(body, {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: (box.isNull() ? scope.take(ref.get('MediaBox')) : box).asJS(),
    }),
  );
  const resources = scope.take(ref.get('Resources'));
  if (!resources.isNull()) form.put('Resources', resources);
  for (const key of ['CropBox', 'BleedBox', 'TrimBox', 'ArtBox', 'Rotate', 'Annots', 'UserUnit'])
    ref.delete(key);
  ref.put('MediaBox', scope.take(doc.newArray()));
  const mediaBox = scope.take(ref.get('MediaBox'));
  for (const n of [0, 0, width, height]) mediaBox.push(n);
  const xobjects = scope.take(doc.newDictionary());
  xobjects.put('PBPage', form);
  const pageResources = scope.take(doc.newDictionary());
  pageResources.put('XObject', xobjects);
  ref.put('Resources', pageResources);
  ref.put('Contents', scope.take(stream(`q ${place.map(num).join(' ')} cm /PBPage Do Q\n`)));
  return { width, height, transform: [1, 0, 0, -1, 0, height] };
}
