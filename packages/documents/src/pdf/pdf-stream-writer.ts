import type * as mupdf from 'mupdf';
import { release } from './mupdf-objects';
import { PageFingerprints } from './page-fingerprints';
import { afterLiteralString, crossReference, isRegular, objectText, type XrefEntry } from './pdf-syntax';

/** Where the bytes go, in order; the promise resolves when the sink can take more (backpressure). */
export type ByteSink = (chunk: Uint8Array) => Promise<void>;

const CATALOG = 1;
const PAGE_TREE = 2;
const FLUSH_BYTES = 1 << 20;
const REFERENCE = /(\d+) (\d+) R(?![A-Za-z0-9])/y;
// Objects other than streams are dictionaries and arrays of a few kilobytes; a stream's text part is its dictionary.
const TEXT_LIMIT = 1 << 20;

/**
 * Writes one PDF in pieces, so that a print file of any size never sits in memory: pages are built batch by batch
 * in small mupdf documents, and each batch's objects are appended to the file with new numbers, then the batch is
 * freed. Only the byte offsets of the objects (for the cross-reference table) and the page numbers stay.
 * Object 1 is the catalog and 2 the page tree, written last.
 */
export class PdfStreamWriter {
  private readonly offsets: number[] = [0, 0, 0];
  private readonly pageObjects: number[] = [];
  /** The fingerprint of each page written (page-fingerprints.ts), in order. */
  readonly fingerprints: string[] = [];
  private position = 0;
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;

  constructor(private readonly sink: ByteSink) {}

  get bytesWritten(): number {
    return this.position;
  }

  get pageCount(): number {
    return this.pageObjects.length;
  }

  async begin(): Promise<void> {
    // The comment of four bytes above 127 tells transfer tools the file is binary (ISO 32000-1 7.5.2).
    this.push(latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'));
    await this.flush();
  }

  /**
   * Appends every object of `doc` but its own catalog and page tree. `pages` are the pages of `doc`, in the
   * order they get in the file; their /Parent becomes the file's page tree.
   *
   * mupdf saves the batch (deflating the streams composition added), and its objects are copied from that
   * file with new numbers: walking the objects through mupdf.js instead costs a WASM call per key, and
   * `PDFObject.resolve()` keeps a reference too many in mupdf.js 1.28, which would leave every page's objects
   * alive (about 1 kB a page).
   */
  async writeBatch(doc: mupdf.PDFDocument, pages: readonly mupdf.PDFObject[]): Promise<void> {
    const trailer = doc.getTrailer();
    const root = trailer.get('Root');
    const tree = root.get('Pages');
    const skipped = new Set([root.asIndirect(), tree.asIndirect()]);
    const treeNumber = tree.asIndirect();
    const pageNumbers = pages.map((page) => page.asIndirect());
    release(tree, root);
    trailer.destroy();
    // A lighter deflate than zlib's default: measured on 10,000 letter pages, the file grows 4% and composition
    // is about 5% faster (bench compose).
    const saved = doc.saveToBuffer('compress,compression-effort=30');
    const file = Buffer.from(saved.asUint8Array());
    saved.destroy();
    const xref = crossReference(file);
    await this.appendObjects(file, xref, new PageFingerprints(file, xref), {
      pages: pageNumbers,
      tree: treeNumber,
      skipped,
    });
  }

  /**
   * Appends every page of a PDF a PdfStreamWriter wrote (a batch composed in another thread, see
   * compose/parallel.ts), with all its objects but its catalog, page tree and document information. The pages'
   * fingerprints are the ones the batch's writer noted when given (verification reads the finished file's
   * own and compares), computed again otherwise.
   */
  async appendPdf(file: Buffer, fingerprints?: readonly string[]): Promise<void> {
    const xref = crossReference(file);
    const prints = new PageFingerprints(file, xref);
    const { catalog, tree, info, pages, flat } = prints.structure();
    if (!flat) throw new Error('Only a PDF whose pages hang from its page tree root can be appended');
    if (fingerprints && fingerprints.length !== pages.length)
      throw new Error(`${fingerprints.length} fingerprints given for ${pages.length} pages`);
    const skipped = new Set([catalog, tree, ...(info === undefined ? [] : [info])]);
    await this.appendObjects(file, xref, prints, { pages, tree, skipped }, fingerprints);
  }

  private async appendObjects(
    file: Buffer,
    xref: readonly XrefEntry[],
    prints: PageFingerprints,
    structure: { pages: readonly number[]; tree: number; skipped: ReadonlySet<number> },
    fingerprints?: readonly string[],
  ): Promise<void> {
    const { pages: pageNumbers, tree: treeNumber, skipped } = structure;
    this.fingerprints.push(...(fingerprints ?? prints.of(pageNumbers)));
    const objects = xref.filter(({ number }) => !skipped.has(number));
    const numbers = new Map<number, number>([[treeNumber, PAGE_TREE]]);
    objects.forEach(({ number }, i) => numbers.set(number, this.offsets.length + i));
    const renumber = (n: number) => {
      const to = numbers.get(n);
      if (to === undefined) throw new Error(`Object ${n} of a batch is not written`);
      return to;
    };
    for (const { number, start, end } of objects) {
      const to = numbers.get(number)!;
      this.offsets[to] = this.position + this.pendingBytes;
      const region = file.subarray(start, end);
      // The object's text up to its stream data (or its end); the stream bytes are copied as they are.
      const { text, data } = objectText(region, TEXT_LIMIT);
      const header = /^\d+\s+\d+\s+obj\b/.exec(text);
      if (!header) throw new Error(`Object ${number} of a batch is not where its cross-reference says`);
      const body = text.slice(header[0].length);
      this.push(latin1(`${to} 0 obj${renumbered(body, renumber)}`));
      if (data !== undefined) this.push(region.subarray(data));
      else if (region.length > TEXT_LIMIT) throw new Error(`Object ${number} of a batch is too large`);
      if (this.pendingBytes >= FLUSH_BYTES) await this.flush();
    }
    for (const n of pageNumbers) this.pageObjects.push(renumber(n));
    await this.flush();
  }

  /** The catalog, the page tree, the cross-reference table and the trailer. */
  async finish(info: Record<string, string> = {}): Promise<void> {
    const infoNumber = this.offsets.length;
    this.object(CATALOG, `<</Type/Catalog/Pages ${PAGE_TREE} 0 R>>`);
    const kids = this.pageObjects.map((n) => `${n} 0 R`).join(' ');
    this.object(PAGE_TREE, `<</Type/Pages/Count ${this.pageObjects.length}/Kids[${kids}]>>`);
    const entries = Object.entries(info)
      .map(([key, value]) => `/${key}(${value.replace(/[\\()]/g, '\\$&')})`)
      .join('');
    this.object(infoNumber, `<<${entries}>>`);
    const xref = this.position + this.pendingBytes;
    const lines = [`xref\n0 ${this.offsets.length}\n0000000000 65535 f\r\n`];
    for (let n = 1; n < this.offsets.length; n++)
      lines.push(`${String(this.offsets[n]).padStart(10, '0')} 00000 n\r\n`);
    this.push(latin1(lines.join('')));
    this.push(
      latin1(
        `trailer\n<</Size ${this.offsets.length}/Root ${CATALOG} 0 R/Info ${infoNumber} 0 R>>\n` +
          `startxref\n${xref}\n%%EOF\n`,
      ),
    );
    await this.flush();
  }

  private object(number: number, body: string): void {
    this.offsets[number] = this.position + this.pendingBytes;
    this.push(latin1(`${number} 0 obj\n${body}\nendobj\n`));
  }

  private push(bytes: Uint8Array): void {
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
  }

  private async flush(): Promise<void> {
    if (this.pendingBytes === 0) return;
    const chunk = Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.position += this.pendingBytes;
    this.pendingBytes = 0;
    await this.sink(chunk);
  }
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/**
 * Rewrites the indirect references `n g R` of a serialised object, leaving strings alone: a literal `( … )`
 * (escapes and nested parentheses) or a hex string `< … >` may hold anything.
 */
export function renumbered(text: string, renumber: (n: number) => number): string {
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x28) {
      i = afterLiteralString(text, i);
    } else if (c === 0x3c) {
      i = text.charCodeAt(i + 1) === 0x3c ? i + 2 : text.indexOf('>', i) + 1 || text.length;
    } else if (c === 0x2f) {
      i++;
      while (i < text.length && isRegular(text.charCodeAt(i))) i++;
    } else if (c >= 0x30 && c <= 0x39) {
      REFERENCE.lastIndex = i;
      const match = REFERENCE.exec(text);
      if (match) {
        out += `${text.slice(copied, i)}${renumber(Number(match[1]))} 0 R`;
        i += match[0].length;
        copied = i;
      } else {
        while (i < text.length && isRegular(text.charCodeAt(i))) i++;
      }
    } else {
      i++;
    }
  }
  return out + text.slice(copied);
}
