import * as mupdf from 'mupdf';
import type { StandardPdfFont } from '../fonts';
import { BatchFonts } from './embed-fonts';
import type { AreaMm } from './extract-text-in-area';
import { release, Scope } from './mupdf-objects';
import { fitToFormat, pageGeometry } from './fit-page';
import { mupdfOf } from './open-pdf';
import type { PdfHandle } from './open-pdf';
import { num } from './page-marks';
import type { PageMark } from './page-marks';
import { PdfStreamWriter } from './pdf-stream-writer';
import type { ByteSink } from './pdf-stream-writer';
import { loadFontFiles } from './shape-text';
import type { FontFile } from './shape-text';
import { paintOps, textOps, watermarkOps } from './text-layout';
import type { TextResources } from './text-layout';
import { mmToPoints } from './units';

export type PageSizeMm = { widthMm: number; heightMm: number };

/**
 * A print file being written: pages copied from open source PDFs or blank, with marks drawn over them, appended
 * batch by batch to one PDF through `PdfStreamWriter`. `flush()` writes the pages added since the last flush and
 * frees them, so memory holds one batch whatever the size of the output.
 */
export class PdfOutput {
  private batch: OutputBatch;
  private readonly missing = new Set<string>();

  private constructor(
    private readonly writer: PdfStreamWriter,
    private readonly fallbacks: readonly mupdf.Font[],
    private readonly pageSize: PageSizeMm | null,
  ) {
    this.batch = new OutputBatch(fallbacks, this.missing, pageSize);
  }

  /**
   * `pageSize`: the size every page of the file has (the channel's format): a source page of another size is
   * fitted to it (fit-page.ts). Without it, pages keep their own size.
   */
  static async open(
    sink: ByteSink,
    options: { fallbackFonts?: readonly FontFile[]; pageSize?: PageSizeMm } = {},
  ): Promise<PdfOutput> {
    const writer = new PdfStreamWriter(sink);
    await writer.begin();
    return new PdfOutput(writer, loadFontFiles(options.fallbackFonts ?? []), options.pageSize ?? null);
  }

  /** Pages in the file so far, written or not. */
  get pageCount(): number {
    return this.writer.pageCount + this.batch.pages.length;
  }

  get bytesWritten(): number {
    return this.writer.bytesWritten;
  }

  /**
   * Copies a page of a source PDF and draws `marks` over it. What the page shows inside `erase` (text, images,
   * drawings) is removed from its content first, not merely covered, so that nothing of it can be read or
   * printed.
   */
  appendSourcePage(
    handle: PdfHandle,
    pageNumber: number,
    marks: readonly PageMark[],
    erase: readonly AreaMm[] = [],
  ): void {
    this.batch.appendSourcePage(handle, pageNumber, marks, erase);
  }

  appendBlankPage(size: PageSizeMm, marks: readonly PageMark[]): void {
    this.batch.appendBlankPage(size, marks);
  }

  /** The fingerprint of every page written so far, in order (`pageFingerprints`). */
  get fingerprints(): readonly string[] {
    return this.writer.fingerprints;
  }

  /** Characters drawn since the last call that no font had (drawn as nothing). */
  takeMissingGlyphs(): string[] {
    const chars = [...this.missing];
    this.missing.clear();
    return chars;
  }

  /** Writes the pages added since the last flush and frees them. */
  async flush(): Promise<void> {
    if (this.batch.pages.length === 0) return;
    const batch = this.batch;
    this.batch = new OutputBatch(this.fallbacks, this.missing, this.pageSize);
    try {
      batch.subsetEmbeddedFonts();
      await this.writer.writeBatch(batch.doc, batch.pages);
    } finally {
      batch.close();
    }
  }

  /** Flushes and ends the file (page tree, cross-reference table, trailer). */
  async finish(info: Record<string, string> = {}): Promise<void> {
    await this.flush();
    await this.writer.finish(info);
  }

  close(): void {
    this.batch.close();
  }
}

/** `key` is the name as a PDF object, made once: a string key would make (and leak) a name at every put. */
type Resource = { category: 'Font' | 'ExtGState'; name: string; key: mupdf.PDFObject; ref: mupdf.PDFObject };

/** One batch: a mupdf document holding its pages, their resources and one graft map per source document. */
class OutputBatch {
  readonly doc = new mupdf.PDFDocument();
  readonly pages: mupdf.PDFObject[] = [];
  private readonly fonts = new BatchFonts(this.doc);
  private readonly tree: mupdf.PDFObject;
  private readonly graftMaps = new Map<PdfHandle, mupdf.PDFGraftMap>();
  private readonly resources = new Map<string, Resource>();
  private saveState: mupdf.PDFObject | undefined;
  private blankResources: mupdf.PDFObject | undefined;

  constructor(
    private readonly fallbacks: readonly mupdf.Font[],
    private readonly missing: Set<string>,
    private readonly pageSize: PageSizeMm | null,
  ) {
    const trailer = this.doc.getTrailer();
    const root = trailer.get('Root');
    this.tree = root.get('Pages');
    release(root);
    // getTrailer wraps a borrowed pointer: one reference, given back by destroy.
    trailer.destroy();
  }

  appendSourcePage(
    handle: PdfHandle,
    pageNumber: number,
    marks: readonly PageMark[],
    erase: readonly AreaMm[],
  ): void {
    const source = mupdfOf(handle);
    const page = source.page(pageNumber);
    let map = this.graftMaps.get(handle);
    if (!map) this.graftMaps.set(handle, (map = this.doc.newGraftMap()));
    // One call copies the page with its inherited attributes (as mupdf's own graftPage) and makes no JS
    // wrapper per dictionary: each one costs a WASM call and, in mupdf.js 1.28, a reference (mupdf-objects.ts).
    map.graftPage(-1, source.doc, pageNumber - 1);
    const scope = new Scope();
    try {
      // A new document keeps its pages in one flat Kids array: the page just grafted is the last one.
      const kids = scope.take(this.tree.get('Kids'));
      const ref = kids.get(kids.length - 1);
      this.pages.push(ref);
      if (erase.length > 0) this.erase(kids.length - 1, erase);
      // After the redaction, which rewrites the page's resources; a print shop refuses fonts not embedded.
      this.fonts.embedPageFonts(ref);
      const geometry =
        (this.pageSize &&
          fitToFormat(this.doc, ref, page, this.pageSize, scope, (content) => this.stream(content))) ??
        pageGeometry(page);
      const used = new Map<string, Resource>();
      const ops = this.marksOps(marks, geometry, used);
      if (ops === '') return;
      // Edited through the reference: mupdf resolves it in each call.
      const contents = scope.take(ref.get('Contents'));
      // The page's own content runs inside q … Q so that whatever state it leaves cannot move the marks.
      const display = mupdf.Matrix.invert(geometry.transform);
      const cm = `q ${display.map(num).join(' ')} cm\n${ops}Q\n`;
      if (contents.isNull()) {
        ref.put('Contents', scope.take(this.stream(cm)));
      } else if (contents.isArray() && !contents.isIndirect()) {
        // The page's own array (a copy in this batch): shifted in place, no new array to leak.
        const length = contents.length;
        contents.push(scope.take(contents.get(length - 1)));
        for (let i = length - 1; i > 0; i--) contents.put(i, scope.take(contents.get(i - 1)));
        contents.put(0, this.saveStateStream());
        contents.push(scope.take(this.stream(`Q ${cm}`)));
      } else {
        const array = scope.take(this.doc.newArray());
        array.push(this.saveStateStream());
        if (contents.isArray()) contents.forEach((part) => array.push(scope.take(part)));
        else array.push(contents);
        array.push(scope.take(this.stream(`Q ${cm}`)));
        ref.put('Contents', array);
      }
      this.addResources(ref, used, scope);
    } finally {
      scope.free();
    }
  }

  /**
   * Removes what the page at `index` of the batch shows in `areas`, with mupdf's redaction: glyphs, the pixels
   * of images and the drawings the areas cover leave the content stream (a white rectangle over them would
   * still let a reader, or a text extraction, see them). Areas in mm from the top-left corner as displayed.
   */
  private erase(index: number, areas: readonly AreaMm[]): void {
    const page = this.doc.loadPage(index);
    try {
      const [px, py] = page.getBounds();
      for (const area of areas) {
        const annotation = page.createAnnotation('Redact');
        const x0 = px + mmToPoints(area.left);
        const y0 = py + mmToPoints(area.top);
        annotation.setRect([x0, y0, x0 + mmToPoints(area.width), y0 + mmToPoints(area.height)]);
        annotation.destroy();
      }
      page.applyRedactions(
        false,
        mupdf.PDFPage.REDACT_IMAGE_PIXELS,
        mupdf.PDFPage.REDACT_LINE_ART_REMOVE_IF_COVERED,
        mupdf.PDFPage.REDACT_TEXT_REMOVE,
      );
    } finally {
      page.destroy();
    }
  }

  appendBlankPage(size: PageSizeMm, marks: readonly PageMark[]): void {
    const width = mmToPoints(size.widthMm);
    const height = mmToPoints(size.heightMm);
    const used = new Map<string, Resource>();
    const ops = this.marksOps(marks, { width, height }, used);
    const scope = new Scope();
    try {
      // Blank pages share one resource dictionary per batch, and mupdf builds the page dictionary itself.
      this.blankResources ??= this.doc.addObject(scope.take(this.doc.newDictionary()));
      this.addResources(this.blankResources, used, scope, false);
      const content = scope.take(
        new mupdf.Buffer(
          Buffer.from(ops === '' ? '' : `q 1 0 0 -1 0 ${num(height)} cm\n${ops}Q\n`, 'latin1'),
        ),
      );
      const page = this.doc.addPage([0, 0, width, height], 0, this.blankResources, content);
      this.doc.insertPage(-1, page);
      this.pages.push(page);
    } finally {
      scope.free();
    }
  }

  /** Cuts the fonts embedded for shaped text down to the glyphs the batch's pages use (fonts are large). */
  subsetEmbeddedFonts(): void {
    if ([...this.resources.keys()].some((key) => key.startsWith('glyphs:'))) this.doc.subsetFonts();
  }

  close(): void {
    for (const map of this.graftMaps.values()) map.destroy();
    this.graftMaps.clear();
    release(...this.pages, this.tree);
    for (const { key, ref } of this.resources.values()) release(key, ref);
    if (this.saveState) release(this.saveState);
    if (this.blankResources) release(this.blankResources);
    this.fonts.close();
    this.doc.destroy();
  }

  /** Operators for the marks in display points (y down), registering the resources they use in `used`. */
  private marksOps(
    marks: readonly PageMark[],
    page: { width: number; height: number },
    used: Map<string, Resource>,
  ) {
    const res: TextResources = {
      standardFont: (font: StandardPdfFont) =>
        this.use(used, 'Font', `standard:${font}`, () => this.fonts.stampFont(font)),
      glyphFont: (font: mupdf.Font) =>
        this.use(used, 'Font', `glyphs:${font.getName()}`, () => this.doc.addFont(font)),
      alpha: (alpha: number) =>
        alpha >= 1
          ? null
          : this.use(used, 'ExtGState', `alpha:${num(alpha)}`, () => {
              const state = { Type: 'ExtGState', ca: alpha, CA: alpha };
              return this.doc.addObject(state);
            }),
      fallbacks: this.fallbacks,
      missing: (chars) => chars.forEach((c) => this.missing.add(c)),
    };
    let ops = '';
    for (const mark of marks) {
      switch (mark.kind) {
        case 'fill': {
          const a = mark.area;
          ops += `q ${paintOps(mark.color, res)} ${rectOf(a.left, a.top, a.width, a.height)} re f Q\n`;
          break;
        }
        case 'modules':
          ops += modulesOps(mark, res);
          break;
        case 'text':
          ops += textOps(mark, res);
          break;
        case 'watermark':
          ops += watermarkOps(mark, page, res);
          break;
      }
    }
    return ops;
  }

  private use(
    used: Map<string, Resource>,
    category: Resource['category'],
    key: string,
    create: () => mupdf.PDFObject,
  ) {
    let resource = this.resources.get(key);
    if (!resource) {
      const name = `${category === 'Font' ? 'PBF' : 'PBA'}${this.resources.size}`;
      resource = { category, name, key: this.doc.newName(name), ref: create() };
      this.resources.set(key, resource);
    }
    used.set(resource.name, resource);
    return resource.name;
  }

  private addResources(
    page: mupdf.PDFObject,
    used: Map<string, Resource>,
    scope: Scope,
    ownPage = true,
  ): void {
    if (used.size === 0) return;
    let resources = ownPage ? scope.take(page.get('Resources')) : page;
    if (resources.isNull())
      resources = scope.take(page.put('Resources', scope.take(this.doc.newDictionary())));
    for (const { category, key, ref } of used.values()) {
      let group = scope.take(resources.get(category));
      if (group.isNull()) group = scope.take(resources.put(category, scope.take(this.doc.newDictionary())));
      group.put(key, ref);
    }
  }

  /** One shared `q` stream per batch, opening the save around each stamped page's own content. */
  private saveStateStream(): mupdf.PDFObject {
    this.saveState ??= this.stream('q\n');
    return this.saveState;
  }

  /** A content stream; the writer deflates it (see PdfStreamWriter). */
  private stream(content: string): mupdf.PDFObject {
    // An explicit Buffer, freed at once: an implicit one would hold the bytes until garbage collection.
    const buffer = new mupdf.Buffer(Buffer.from(content, 'latin1'));
    try {
      return this.doc.addStream(buffer, null);
    } finally {
      buffer.destroy();
    }
  }
}

const rectOf = (left: number, top: number, width: number, height: number) =>
  [left, top, width, height].map((mm) => num(mmToPoints(mm))).join(' ');

/** Dark modules as rectangles in module units, one per horizontal run, filled at once. */
function modulesOps(mark: Extract<PageMark, { kind: 'modules' }>, res: TextResources): string {
  const { columns, rows, modules, area } = mark;
  const moduleWidth = mmToPoints(area.width) / columns;
  const moduleHeight = mmToPoints(area.height) / rows;
  const parts = [
    `q ${paintOps(mark.color, res)} ${num(moduleWidth)} 0 0 ${num(moduleHeight)} ` +
      `${num(mmToPoints(area.left))} ${num(mmToPoints(area.top))} cm\n`,
  ];
  for (let row = 0; row < rows; row++) {
    let column = 0;
    while (column < columns) {
      if (!modules[row * columns + column]) {
        column++;
        continue;
      }
      const start = column;
      while (column < columns && modules[row * columns + column]) column++;
      parts.push(`${start} ${row} ${column - start} 1 re\n`);
    }
  }
  parts.push('f Q\n');
  return parts.join('');
}
