import {
  beginText,
  concatTransformationMatrix,
  drawObject,
  endText,
  moveText,
  PDFDocument,
  PDFHexString,
  PDFName,
  popGraphicsState,
  pushGraphicsState,
  setFontAndSize,
  showText,
  StandardFonts,
  type PDFFont,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';

// Letters with the flaws print pre-flight finds (issue 23), as a mail room might deposit them: for the API test
// (features/sending/preflight.int.test.ts) and for trying the letters screen by hand.

const MM = 72 / 25.4;
const A4 = { width: 210, height: 297 };

type Letter = { page: PDFPage; font: PDFFont; heightMm: number };

/** A letter page as the demo "Letters" service reads it: header, address in its window, body. */
function letterPage(doc: PDFDocument, font: PDFFont, size = A4, address = true): Letter {
  const page = doc.addPage([size.width * MM, size.height * MM]);
  const letter = { page, font, heightMm: size.height };
  text(letter, 'Demo Company - 1 avenue des Champs - 75008 Paris', 20, 20);
  if (address) {
    ['Madame Isabelle Martin', '12 rue des Lilas', '33000 BORDEAUX'].forEach((line, i) =>
      text(letter, line, 105, 55 + i * 5),
    );
  }
  text(letter, 'Nous vous remercions de votre confiance.', 20, 140);
  return letter;
}

const text = (l: Letter, s: string, leftMm: number, topMm: number) =>
  l.page.drawText(s, { x: leftMm * MM, y: (l.heightMm - topMm) * MM, size: 10, font: l.font });

/** A grey image of `px` pixels drawn over `area` (mm from the top-left). */
function image(
  doc: PDFDocument,
  l: Letter,
  px: { width: number; height: number },
  area: { left: number; top: number; width: number; height: number },
) {
  const pixels = Buffer.alloc(px.width * px.height, 0x40);
  const raw = doc.context.flateStream(pixels, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: px.width,
    Height: px.height,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
  });
  const name = l.page.node.newXObject('Im', doc.context.register(raw));
  l.page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(
      area.width * MM,
      0,
      0,
      area.height * MM,
      area.left * MM,
      (l.heightMm - area.top - area.height) * MM,
    ),
    drawObject(name),
    popGraphicsState(),
  );
}

/** A font dictionary the page uses to show `code` at (left, top) mm. */
function showWith(l: Letter, fontRef: PDFRef, code: string, leftMm: number, topMm: number) {
  const name = l.page.node.newFontDictionary('F', fontRef);
  l.page.pushOperators(
    beginText(),
    setFontAndSize(name, 24),
    moveText(leftMm * MM, (l.heightMm - topMm) * MM),
    showText(PDFHexString.of(code)),
    endText(),
  );
}

/**
 * Ten one-page letters, one flaw each, for the demo "Letters" service (one letter a page), in the order of the
 * comments. Letter 10 is clean but for its font: pdf-lib names Helvetica without embedding it.
 */
export async function flawedLetters(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  // 1. A landscape page on a portrait channel.
  letterPage(doc, font, { width: A4.height, height: A4.width });
  // 2. A page of 100 × 100 mm (a card), its text well inside.
  {
    const page = doc.addPage([100 * MM, 100 * MM]);
    text({ page, font, heightMm: 100 }, 'Invitation', 20, 20);
  }
  // 3. A photo scanned at 72 dpi in the body: 60 × 40 mm from 170 × 113 pixels.
  image(
    doc,
    letterPage(doc, font),
    { width: 170, height: 113 },
    { left: 20, top: 160, width: 60, height: 40 },
  );
  // 4. A logo over the window, sharp enough (300 dpi).
  image(
    doc,
    letterPage(doc, font),
    { width: 354, height: 118 },
    { left: 150, top: 47, width: 30, height: 10 },
  );
  // 5. Text in the unprintable edge.
  text(letterPage(doc, font), 'Ref. 2026/118', 1.5, 200);
  // 6. A mark where the channel prints its datamatrix (5, 277, 10 × 10 mm).
  {
    const l = letterPage(doc, font);
    l.page.drawRectangle({ x: 7 * MM, y: (A4.height - 285) * MM, width: 6 * MM, height: 6 * MM });
  }
  // 7. A red stripe on a black-and-white channel.
  {
    const l = letterPage(doc, font);
    l.page.drawRectangle({
      x: 20 * MM,
      y: (A4.height - 180) * MM,
      width: 100 * MM,
      height: 10 * MM,
      color: { type: 'RGB', red: 0.9, green: 0.1, blue: 0.1 } as never,
    });
  }
  // 8. A Type 3 font (a drawn square as letter "a").
  {
    const l = letterPage(doc, font);
    const glyph = doc.context.register(doc.context.flateStream('500 0 0 0 500 500 d1 0 0 500 500 re f'));
    const type3 = doc.context.register(
      doc.context.obj({
        Type: 'Font',
        Subtype: 'Type3',
        Name: 'Stamp',
        FontBBox: [0, 0, 500, 500],
        FontMatrix: [0.001, 0, 0, 0.001, 0, 0],
        CharProcs: { a: glyph },
        Encoding: { Type: 'Encoding', Differences: [97, PDFName.of('a')] },
        FirstChar: 97,
        LastChar: 97,
        Widths: [500],
        Resources: {},
      }),
    );
    showWith(l, type3, '61', 20, 200);
  }
  // 9. A font named but not embedded, that nothing can replace.
  {
    const l = letterPage(doc, font);
    const descriptor = doc.context.register(
      doc.context.obj({
        Type: 'FontDescriptor',
        FontName: 'ComicSansMS',
        Flags: 32,
        FontBBox: [-94, -288, 1102, 1106],
        ItalicAngle: 0,
        Ascent: 1102,
        Descent: -288,
        CapHeight: 719,
        StemV: 80,
      }),
    );
    const comic = doc.context.register(
      doc.context.obj({
        Type: 'Font',
        Subtype: 'TrueType',
        BaseFont: 'ComicSansMS',
        Encoding: 'WinAnsiEncoding',
        FirstChar: 32,
        LastChar: 126,
        Widths: Array.from({ length: 95 }, () => 500),
        FontDescriptor: descriptor,
      }),
    );
    showWith(l, comic, '48656C6C6F', 20, 200);
  }
  // 10. Clean.
  letterPage(doc, font);
  return doc.save();
}

/** A letter of nine pages, one "Page k/9" footer a page, for the demo "Letter batch" service (split on it). */
export async function nineSheetLetter(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let k = 1; k <= 9; k++) {
    const l = letterPage(doc, font, A4, k === 1);
    l.page.drawText(`Page ${k}/9`, { x: 20 * MM, y: (A4.height - 287) * MM, size: 8, font });
  }
  return doc.save();
}
