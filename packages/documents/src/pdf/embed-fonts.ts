import { deflateSync } from 'node:zlib';
import iconv from 'iconv-lite';
import * as mupdf from 'mupdf';
import { fontSubstituteOf } from '../fonts';
import type { StandardPdfFont } from '../fonts';
import { release, Scope } from './mupdf-objects';
import { dictionaryEntries, referenceIn } from './printed-dictionary';
import { encodingWidths, standardFontObject, winAnsiWidths } from './text-layout';

// Print shops refuse files whose fonts are not embedded (issue 23): a printer's RIP that lacks Helvetica picks
// another font, with other widths. mupdf carries URW's Nimbus fonts, drawn on the metrics of the 14 standard
// fonts; their CFF program goes into a simple font's descriptor as FontFile3 /Type1C, which every reader
// renders and extracts with the font's own /Encoding. `doc.subsetFonts()` leaves such fonts whole (measured
// with mupdf.js 1.28: same size, pdffonts `sub no`), so each batch carries whole programs, 16 to 50 KB each.

type FontProgram = { deflated: Buffer; bbox: number[]; ascent: number; descent: number };

const programs = new Map<StandardPdfFont, FontProgram>();

/** The Nimbus program of a standard font, read once per process from the font mupdf embeds itself. */
function programOf(font: StandardPdfFont): FontProgram {
  let program = programs.get(font);
  if (program) return program;
  const doc = new mupdf.PDFDocument();
  const scope = new Scope();
  try {
    const type0 = scope.take(doc.addFont(standardFontObject(font)));
    const descriptor = scope.take(type0.get('DescendantFonts', 0, 'FontDescriptor'));
    const file = scope.take(descriptor.get('FontFile3'));
    const cff = scope.take(file.readStream());
    const numberAt = (...path: (string | number)[]) => scope.take(descriptor.get(...path)).asNumber();
    program = {
      // Deflated once here: mupdf leaves a stream that already has a filter as it is when it saves a batch.
      deflated: deflateSync(cff.asUint8Array()),
      bbox: [0, 1, 2, 3].map((i) => numberAt('FontBBox', i)),
      ascent: numberAt('Ascent'),
      descent: numberAt('Descent'),
    };
    programs.set(font, program);
    return program;
  } finally {
    scope.free();
    doc.destroy();
  }
}

// From Adobe's AFM files of the 14 fonts, whose metrics Nimbus shares: mupdf's own descriptor gives the
// program's bounding box, ascent and descent, but placeholders for these (StemV 80, ItalicAngle 0, Flags 32).
const METRICS: Record<StandardPdfFont, { capHeight?: number; stemV: number; italicAngle: number }> = {
  Helvetica: { capHeight: 718, stemV: 88, italicAngle: 0 },
  'Helvetica-Bold': { capHeight: 718, stemV: 140, italicAngle: 0 },
  'Helvetica-Oblique': { capHeight: 718, stemV: 88, italicAngle: -12 },
  'Helvetica-BoldOblique': { capHeight: 718, stemV: 140, italicAngle: -12 },
  'Times-Roman': { capHeight: 662, stemV: 84, italicAngle: 0 },
  'Times-Bold': { capHeight: 676, stemV: 139, italicAngle: 0 },
  'Times-Italic': { capHeight: 653, stemV: 76, italicAngle: -15.5 },
  'Times-BoldItalic': { capHeight: 669, stemV: 121, italicAngle: -15 },
  Courier: { capHeight: 562, stemV: 51, italicAngle: 0 },
  'Courier-Bold': { capHeight: 562, stemV: 106, italicAngle: 0 },
  'Courier-Oblique': { capHeight: 562, stemV: 51, italicAngle: -12 },
  'Courier-BoldOblique': { capHeight: 562, stemV: 106, italicAngle: -12 },
  // Symbol and ZapfDingbats have no Latin letters, hence no cap height (ISO 32000-1 table 122).
  Symbol: { stemV: 85, italicAngle: 0 },
  ZapfDingbats: { stemV: 90, italicAngle: 0 },
};

const isSymbolic = (font: StandardPdfFont) => font === 'Symbol' || font === 'ZapfDingbats';

/** Descriptor flags (ISO 32000-1 table 123): FixedPitch 1, Serif 2, Symbolic 4, Nonsymbolic 32, Italic 64. */
function flagsOf(font: StandardPdfFont): number {
  let flags = isSymbolic(font) ? 4 : 32;
  if (font.startsWith('Courier')) flags |= 1;
  if (font.startsWith('Times')) flags |= 2;
  if (/Italic|Oblique/.test(font)) flags |= 64;
  return flags;
}

type SimpleEncoding = 'WinAnsiEncoding' | 'MacRomanEncoding' | 'StandardEncoding';

// StandardEncoding (ISO 32000-1 annex D) is ASCII but for its quotes below 128; above, its characters by code.
const STANDARD_HIGH: Record<number, string> = {
  161: "¡¢£⁄¥ƒ§¤'“«‹›ﬁﬂ",
  177: '–†‡·',
  182: '¶•‚„”»…‰',
  191: '¿',
  193: '`´ˆ˜¯˘˙¨',
  202: '˚¸',
  205: '˝˛ˇ—',
  225: 'Æ',
  227: 'ª',
  232: 'ŁØŒº',
  241: 'æ',
  245: 'ı',
  248: 'łøœß',
};
const STANDARD = new Map<number, number>();
for (const [start, chars] of Object.entries(STANDARD_HIGH))
  [...chars].forEach((char, i) => STANDARD.set(Number(start) + i, char.codePointAt(0)!));

function standardUnicode(code: number): number | undefined {
  if (code === 0x27) return 0x2019;
  if (code === 0x60) return 0x2018;
  return code < 127 ? code : STANDARD.get(code);
}

/** Advance widths (em) of an encoding's 256 codes in a standard font. */
function widthsOf(font: StandardPdfFont, encoding: SimpleEncoding): Float64Array {
  if (encoding === 'WinAnsiEncoding') return winAnsiWidths(font);
  if (encoding === 'StandardEncoding') return encodingWidths(font, encoding, standardUnicode);
  return encodingWidths(font, encoding, (code) =>
    iconv.decode(Uint8Array.of(code), 'macintosh').codePointAt(0),
  );
}

const SIMPLE_ENCODINGS: readonly string[] = ['WinAnsiEncoding', 'MacRomanEncoding', 'StandardEncoding'];
const FONT_FILES = ['FontFile', 'FontFile2', 'FontFile3'];
const SUBSTITUTABLE = new Set(['Type1', 'MMType1', 'TrueType']);
const FIRST_CHAR = 32;
const LAST_CHAR = 255;

/**
 * The embedded fonts of one output batch (a mupdf document of its own, see OutputBatch in pdf-output.ts): one
 * descriptor with its FontFile3 per standard font used, shared by the stamped text and the source fonts it
 * stands in for.
 */
export class BatchFonts {
  private readonly descriptors = new Map<StandardPdfFont, mupdf.PDFObject>();
  private readonly widthArrays = new Map<string, mupdf.PDFObject>();
  // Objects already seen, by number: the graft maps share fonts, resources and forms between the pages of a
  // batch, and a form may name itself among its own resources.
  private readonly visited = new Set<number>();

  constructor(private readonly doc: mupdf.PDFDocument) {}

  /** A simple font, WinAnsi-encoded and embedded, for text stamped in `font`; the caller releases it. */
  stampFont(font: StandardPdfFont): mupdf.PDFObject {
    const scope = new Scope();
    try {
      const dict = scope.take(this.doc.newDictionary());
      this.put(scope, dict, 'Type', this.doc.newName('Font'));
      this.put(scope, dict, 'Subtype', this.doc.newName('Type1'));
      this.put(scope, dict, 'BaseFont', this.doc.newName(font));
      this.put(scope, dict, 'Encoding', this.doc.newName('WinAnsiEncoding'));
      this.setWidths(scope, dict, font, 'WinAnsiEncoding');
      dict.put('FontDescriptor', this.descriptor(font));
      return this.doc.addObject(dict);
    } finally {
      scope.free();
    }
  }

  /**
   * Embeds a standard font's twin for each simple font that a grafted page, or a form or pattern it draws,
   * names without embedding it, when `fontSubstituteOf` finds one. Others (Type 3, Type 0, other families)
   * stay as they are: pre-flight reports them.
   */
  embedPageFonts(page: mupdf.PDFObject): void {
    const scope = new Scope();
    try {
      this.visitResources(scope, scope.take(page.getInheritable('Resources')));
    } finally {
      scope.free();
    }
  }

  close(): void {
    release(...this.descriptors.values(), ...this.widthArrays.values());
    this.descriptors.clear();
    this.widthArrays.clear();
  }

  /**
   * The entries of a dictionary, read from its printed form, or null when it is not one or was seen before in
   * the batch (then marked seen). Printing costs one call into mupdf where reading each entry costs several and
   * a wrapper each: most pages of a batch share their fonts, and this is how a page learns it at little cost.
   */
  private unseenDictionary(scope: Scope, object: mupdf.PDFObject): Map<string, string> | null {
    let text = object.toString();
    const number = referenceIn(text);
    if (number !== undefined) {
      if (this.visited.has(number)) return null;
      this.visited.add(number);
      text = scope.take(object.resolve()).toString();
    }
    return text.startsWith('<<') ? dictionaryEntries(text) : null;
  }

  /** Whether every value of a printed dictionary is a reference to an object seen before. */
  private allSeen(text: string): boolean {
    for (const value of dictionaryEntries(text).values()) {
      const number = referenceIn(value);
      if (number === undefined || !this.visited.has(number)) return false;
    }
    return true;
  }

  private visitResources(scope: Scope, resources: mupdf.PDFObject): void {
    const entries = this.unseenDictionary(scope, resources);
    if (!entries) return;
    for (const category of ['Font', 'XObject', 'Pattern']) {
      const text = entries.get(category);
      if (text === undefined) continue;
      const number = referenceIn(text);
      if (number !== undefined ? this.visited.has(number) : this.allSeen(text)) continue;
      this.eachEntry(scope, scope.take(resources.get(category)), (item) => {
        if (category === 'Font') this.visitFont(scope, item);
        // Forms and tiling patterns have resources of their own; images and shadings have none.
        else if (item.isStream() || item.isDictionary())
          this.visitResources(scope, scope.take(item.get('Resources')));
      });
    }
  }

  /** Calls `visit` on each value of a resource category not seen before in the batch. */
  private eachEntry(scope: Scope, dict: mupdf.PDFObject, visit: (value: mupdf.PDFObject) => void): void {
    const entries = this.unseenDictionary(scope, dict);
    if (!entries) return;
    for (const [key, text] of entries) {
      const number = referenceIn(text);
      if (number !== undefined) {
        if (this.visited.has(number)) continue;
        this.visited.add(number);
      }
      visit(scope.take(dict.get(key)));
    }
  }

  private visitFont(scope: Scope, font: mupdf.PDFObject): void {
    const subtype = scope.take(font.get('Subtype')).asName();
    // A Type 3 font draws its glyphs with content of its own, which may use other fonts.
    if (subtype === 'Type3') this.visitResources(scope, scope.take(font.get('Resources')));
    if (!SUBSTITUTABLE.has(subtype)) return;
    const descriptor = scope.take(font.get('FontDescriptor'));
    if (descriptor.isDictionary() && FONT_FILES.some((key) => !scope.take(descriptor.get(key)).isNull()))
      return;
    const substitute = fontSubstituteOf(scope.take(font.get('BaseFont')).asName());
    if (!substitute) return;
    // The font becomes the standard font it stands in for, with that font's descriptor: a name, flags and
    // metrics that describe the program embedded, not the font the author's machine had.
    this.put(scope, font, 'Subtype', this.doc.newName('Type1'));
    this.put(scope, font, 'BaseFont', this.doc.newName(substitute));
    font.put('FontDescriptor', this.descriptor(substitute));
    if (scope.take(font.get('Widths')).isArray()) return;
    const encoding = isSymbolic(substitute) ? null : simpleEncodingOf(scope, font);
    // Otherwise (Differences, or the built-in encodings of Symbol and ZapfDingbats) the font stays without
    // Widths: readers then take the embedded program's advances, the standard font's own metrics.
    if (encoding) this.setWidths(scope, font, substitute, encoding);
  }

  /** FirstChar, LastChar and Widths (1/1000 em) of `encoding`'s codes 32 to 255, one array per batch. */
  private setWidths(
    scope: Scope,
    font: mupdf.PDFObject,
    standard: StandardPdfFont,
    encoding: SimpleEncoding,
  ) {
    const key = `${standard}:${encoding}`;
    let array = this.widthArrays.get(key);
    if (!array) {
      const widths = scope.take(this.doc.newArray());
      const table = widthsOf(standard, encoding);
      for (let code = FIRST_CHAR; code <= LAST_CHAR; code++)
        scope.take(widths.push(this.doc.newInteger(Math.round(table[code]! * 1000))));
      array = this.doc.addObject(widths);
      this.widthArrays.set(key, array);
    }
    this.put(scope, font, 'FirstChar', this.doc.newInteger(FIRST_CHAR));
    this.put(scope, font, 'LastChar', this.doc.newInteger(LAST_CHAR));
    font.put('Widths', array);
  }

  /** The batch's descriptor of a standard font, with its program as FontFile3. */
  private descriptor(font: StandardPdfFont): mupdf.PDFObject {
    let descriptor = this.descriptors.get(font);
    if (descriptor) return descriptor;
    const program = programOf(font);
    const metrics = METRICS[font];
    const doc = this.doc;
    const scope = new Scope();
    try {
      const fileDict = scope.take(doc.newDictionary());
      this.put(scope, fileDict, 'Subtype', doc.newName('Type1C'));
      this.put(scope, fileDict, 'Filter', doc.newName('FlateDecode'));
      const buffer = scope.take(new mupdf.Buffer(program.deflated));
      const file = scope.take(doc.addRawStream(buffer, fileDict));
      const bbox = scope.take(doc.newArray());
      for (const value of program.bbox) scope.take(bbox.push(numberObject(doc, value)));
      const dict = scope.take(doc.newDictionary());
      this.put(scope, dict, 'Type', doc.newName('FontDescriptor'));
      this.put(scope, dict, 'FontName', doc.newName(font));
      this.put(scope, dict, 'Flags', doc.newInteger(flagsOf(font)));
      dict.put('FontBBox', bbox);
      this.put(scope, dict, 'ItalicAngle', numberObject(doc, metrics.italicAngle));
      this.put(scope, dict, 'Ascent', numberObject(doc, program.ascent));
      this.put(scope, dict, 'Descent', numberObject(doc, program.descent));
      if (metrics.capHeight !== undefined)
        this.put(scope, dict, 'CapHeight', doc.newInteger(metrics.capHeight));
      this.put(scope, dict, 'StemV', doc.newInteger(metrics.stemV));
      dict.put('FontFile3', file);
      descriptor = doc.addObject(dict);
      this.descriptors.set(font, descriptor);
      return descriptor;
    } finally {
      scope.free();
    }
  }

  /** `dict[key] = value`, the value's wrapper released with the scope (a JS value would leak one). */
  private put(scope: Scope, dict: mupdf.PDFObject, key: string, value: mupdf.PDFObject): void {
    dict.put(key, scope.take(value));
  }
}

/**
 * A PDF whose pages' fonts named without being embedded are embedded as `BatchFonts` does it for print files:
 * for PDFs made with the standard fonts (pdf-lib's `StandardFonts`), such as the demo's sample letters.
 */
export function embedStandardFonts(bytes: Uint8Array): Uint8Array {
  const doc = new mupdf.PDFDocument(bytes);
  const fonts = new BatchFonts(doc);
  try {
    for (let i = 0; i < doc.countPages(); i++) {
      const page = doc.findPage(i);
      try {
        fonts.embedPageFonts(page);
      } finally {
        release(page);
      }
    }
    const saved = doc.saveToBuffer('compress');
    try {
      return saved.asUint8Array().slice();
    } finally {
      saved.destroy();
    }
  } finally {
    fonts.close();
    doc.destroy();
  }
}

const numberObject = (doc: mupdf.PDFDocument, value: number) =>
  Number.isInteger(value) ? doc.newInteger(value) : doc.newReal(value);

/** The encoding of a simple font when Widths can be computed for it: a base encoding without Differences. */
function simpleEncodingOf(scope: Scope, font: mupdf.PDFObject): SimpleEncoding | null {
  let encoding = scope.take(font.get('Encoding'));
  if (encoding.isDictionary()) {
    if (!scope.take(encoding.get('Differences')).isNull()) return null;
    encoding = scope.take(encoding.get('BaseEncoding'));
  }
  // No encoding: the program's built-in one, StandardEncoding for the Nimbus fonts but Symbol and ZapfDingbats.
  if (encoding.isNull()) return 'StandardEncoding';
  const name = encoding.isName() ? encoding.asName() : '';
  return SIMPLE_ENCODINGS.includes(name) ? (name as SimpleEncoding) : null;
}
