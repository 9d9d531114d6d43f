import * as mupdf from 'mupdf';
import { mupdfOf, openPdf } from './open-pdf';
import { pointsToMm } from './units';

export type PdfPageInfo = {
  /**
   * Size as displayed, i.e. after the page's /Rotate: the frame box areas are measured in (docs/product.md
   * §3).
   */
  widthMm: number;
  heightMm: number;
  rotation: 0 | 90 | 180 | 270;
};

export type PdfInfo = {
  pageCount: number;
  pages: PdfPageInfo[];
  /** e.g. 'PDF 1.7'. */
  format: string;
  title?: string;
  author?: string;
  subject?: string;
  keywords?: string;
  creator?: string;
  producer?: string;
  /** ISO 8601 when the PDF date parses, else the raw value. */
  creationDate?: string;
  modificationDate?: string;
  /**
   * Every string entry of the document information dictionary, custom keys included (docs/product.md §3 "PDF
   * metadata").
   */
  info: Record<string, string>;
};

const INFO_FIELDS = {
  title: 'Title',
  author: 'Author',
  subject: 'Subject',
  keywords: 'Keywords',
  creator: 'Creator',
  producer: 'Producer',
} as const;

/**
 * Page count, page sizes and metadata of PDF bytes. Encrypted, protected or unreadable files are refused with
 * `pdf.encrypted` / `pdf.invalid` (see `openPdf`), which is why the answer has no "encrypted" flag.
 */
export function inspectPdf(bytes: Uint8Array): PdfInfo {
  const handle = openPdf(bytes);
  try {
    const m = mupdfOf(handle);
    const pages: PdfPageInfo[] = [];
    for (let n = 1; n <= handle.pageCount; n++) {
      const page = m.page(n);
      const [x0, y0, x1, y1] = page.getBounds();
      pages.push({
        widthMm: round2(pointsToMm(x1 - x0)),
        heightMm: round2(pointsToMm(y1 - y0)),
        rotation: normaliseRotation(page.getObject().getInheritable('Rotate')),
      });
    }
    const info = readInfo(m.doc);
    const result: PdfInfo = {
      pageCount: handle.pageCount,
      pages,
      format: m.doc.getMetaData(mupdf.Document.META_FORMAT) ?? 'PDF',
      info,
    };
    for (const [field, key] of Object.entries(INFO_FIELDS)) {
      if (info[key]) result[field as keyof typeof INFO_FIELDS] = info[key];
    }
    if (info.CreationDate) result.creationDate = parsePdfDate(info.CreationDate);
    if (info.ModDate) result.modificationDate = parsePdfDate(info.ModDate);
    return result;
  } finally {
    handle.close();
  }
}

function readInfo(doc: mupdf.PDFDocument): Record<string, string> {
  const info: Record<string, string> = {};
  const dict = doc.getTrailer().get('Info');
  if (!dict.isDictionary()) return info;
  dict.forEach((value, key) => {
    const resolved = value.resolve();
    if (typeof key === 'string' && resolved.isString()) info[key] = resolved.asString();
  });
  return info;
}

function normaliseRotation(rotate: mupdf.PDFObject): PdfPageInfo['rotation'] {
  const degrees = rotate.isNumber() ? Math.round(rotate.asNumber() / 90) * 90 : 0;
  return (((degrees % 360) + 360) % 360) as PdfPageInfo['rotation'];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** PDF date `D:YYYYMMDDHHmmSSOHH'mm'` (ISO 32000-1 §7.9.4) → ISO 8601; unparseable values come back as they are. */
export function parsePdfDate(raw: string): string {
  const m =
    /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz])|([+-])(\d{2})'?(\d{2})?'?)?/.exec(raw);
  if (!m) return raw;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', z, sign, oh, om = '00'] = m;
  const offset = sign && oh ? `${sign}${oh}:${om}` : 'Z';
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${z ? 'Z' : offset}`);
  return Number.isNaN(date.getTime()) ? raw : date.toISOString();
}
