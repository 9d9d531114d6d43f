import { createHash } from 'node:crypto';
import { crossReference, objectText, type XrefEntry } from './pdf-syntax';

const REF = /(\d+)\s+\d+\s+R(?![A-Za-z0-9])/g;
const refsIn = (text: string) => [...text.matchAll(REF)].map((m) => Number(m[1]));

/**
 * The pages' fingerprints in a PDF with a classic cross-reference table (mupdf's saves and the print files of
 * PdfStreamWriter): for each page, the SHA-256 of the bytes of its content streams as written, in order. Read
 * from the bytes alone, without a PDF library: composition notes them as each batch is written and
 * verification (compose/verify-output.ts) reads them again from the finished file, so a page missing, moved
 * to another letter or altered on its way to the file is found.
 */
export class PageFingerprints {
  private readonly objects: Map<number, XrefEntry>;

  /** `xref`: the file's cross-reference (`crossReference`), when the caller has read it already. */
  constructor(
    private readonly file: Buffer,
    xref: readonly XrefEntry[] = crossReference(file),
  ) {
    this.objects = new Map(xref.map((entry) => [entry.number, entry]));
  }

  /** The fingerprints of the pages with these object numbers. */
  of(pageNumbers: readonly number[]): string[] {
    return pageNumbers.map((n) => this.fingerprint(n));
  }

  /**
   * The catalog, the root of the page tree, the document information (when the trailer names one) and the page
   * objects in page order; `flat` when every page hangs directly from the root (as PdfStreamWriter writes them).
   */
  structure(): { catalog: number; tree: number; info: number | undefined; pages: number[]; flat: boolean } {
    const tail = this.file.toString('latin1', Math.max(0, this.file.length - 4096));
    const trailer = tail.slice(tail.lastIndexOf('trailer'));
    const root = /\/Root\s+(\d+)\s+\d+\s+R/.exec(trailer);
    if (!root) throw new Error('The file has no catalog');
    const info = /\/Info\s+(\d+)\s+\d+\s+R/.exec(trailer);
    const pages = /\/Pages\s+(\d+)\s+\d+\s+R/.exec(this.text(Number(root[1])));
    if (!pages) throw new Error('The catalog has no page tree');
    const numbers: number[] = [];
    let flat = true;
    const walk = (node: number, depth: number) => {
      const text = this.text(node);
      if (!/\/Type\s*\/Pages\b/.test(text)) return numbers.push(node);
      if (depth > 64) throw new Error('The page tree is too deep');
      if (depth > 0) flat = false;
      const kids = /\/Kids\s*\[([^\]]*)\]/.exec(text);
      for (const kid of refsIn(kids?.[1] ?? '')) walk(kid, depth + 1);
    };
    const tree = Number(pages[1]);
    walk(tree, 0);
    return { catalog: Number(root[1]), tree, info: info ? Number(info[1]) : undefined, pages: numbers, flat };
  }

  /** An object's text up to its stream data, if it is a stream. */
  private text(number: number): string {
    return objectText(this.region(number), 1 << 20).text;
  }

  private region(number: number): Buffer {
    const entry = this.objects.get(number);
    if (!entry) throw new Error(`Object ${number} is not in the file`);
    return this.file.subarray(entry.start, entry.end);
  }

  private fingerprint(page: number): string {
    const hash = createHash('sha256');
    const dict = this.text(page);
    const contents = /\/Contents\s*(?:\[([^\]]*)\]|(\d+)\s+\d+\s+R)/.exec(dict);
    let streams = contents?.[1] !== undefined ? refsIn(contents[1]) : contents ? [Number(contents[2])] : [];
    // /Contents may name an array object rather than a stream.
    if (streams.length === 1 && this.text(streams[0]!).match(/obj\s*\[/)) {
      streams = refsIn(this.text(streams[0]!).replace(/^\s*\d+\s+\d+\s+obj/, ''));
    }
    for (const number of streams) {
      const region = this.region(number);
      const { data } = objectText(region, 1 << 20);
      if (data === undefined) continue;
      hash.update(region.subarray(data, Math.max(data, region.lastIndexOf('endstream'))));
    }
    return hash.digest('hex');
  }
}
