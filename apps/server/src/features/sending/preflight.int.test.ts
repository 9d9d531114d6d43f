import { serviceSchema, type PreflightFinding } from '@postbridge/domain';
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
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { depositFile, sendingContext, type SendingContext } from './testing';

// Print pre-flight end to end (issue 23; docs/domain-decisions.md "Print pre-flight"): letters deposited
// through the API, each with one flaw a print shop would refuse or warn about, are checked against the demo
// "Simple mail" channel (A4, datamatrix bottom left, black and white, DL envelope by default); each finding is
// on the right letter, page and area, refusing findings keep the letter off the channel when ordering, and the
// report lists them.

let c: SendingContext;
beforeEach(async () => {
  c = await sendingContext();
});
afterEach(async () => {
  await c?.t.close();
});

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
 * Ten one-page letters, one flaw each, for the demo "Letters" service (one letter a page), and the position of
 * each in the deposit. Letter 10 is clean but for its font: pdf-lib names Helvetica without embedding it.
 */
async function flawedLetters(): Promise<Uint8Array> {
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
async function nineSheetLetter(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let k = 1; k <= 9; k++) {
    const l = letterPage(doc, font, A4, k === 1);
    l.page.drawText(`Page ${k}/9`, { x: 20 * MM, y: (A4.height - 287) * MM, size: 8, font });
  }
  return doc.save();
}

type Group = { id: string; position: number; inputFileId: string; preflight: PreflightFinding[] };

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  c.t.app.inject({ method, url, headers: { 'x-auth-token': c.token }, ...(payload && { payload }) });

const groupsOf = async (jobId: string) =>
  ((await call('GET', `/api/jobs/${jobId}/packGroups`)).json().result as Group[]).sort(
    (a, b) => a.position - b.position,
  );

/** The findings of a letter but the font every test letter has (pdf-lib does not embed Helvetica). */
const flaws = (g: Group) =>
  g.preflight.filter((f) => !(f.code === 'fontNotEmbedded' && f.params.font === 'Helvetica'));

describe('print pre-flight', () => {
  it('finds each flaw on its letter and page, refuses what the service refuses, and reports it', async () => {
    const jobId = await depositFile(c, 'Letters', {
      field: 'file.letters.0',
      name: 'flawed.pdf',
      content: await flawedLetters(),
    });
    const groups = await groupsOf(jobId);
    expect(groups).toHaveLength(10);
    const expected = [
      ['orientation', 'refuse'],
      ['pageSize', 'refuse'],
      ['lowResolution', 'warn'],
      ['addressWindow', 'refuse'],
      ['unprintableEdge', 'warn'],
      ['technicalArea', 'refuse'],
      ['colourOnBlackAndWhite', 'warn'],
      ['type3Font', 'warn'],
      ['fontNotSubstitutable', 'refuse'],
    ] as const;
    for (const [i, [code, severity]] of expected.entries()) {
      const group = groups[i]!;
      expect(
        flaws(group).map((f) => [f.code, f.severity]),
        `letter ${i + 1}`,
      ).toEqual([[code, severity]]);
      const finding = flaws(group)[0]!;
      expect(finding.serviceChannels).toEqual(['Simple mail']);
      // One letter a page: letter k is page k of the deposited file.
      expect(finding.inputFileId).toBe(group.inputFileId);
      expect(finding.page).toBe(i + 1);
    }
    // Every letter names Helvetica without embedding it: composition embeds its metric twin, a warning.
    for (const group of groups)
      expect(group.preflight).toContainEqual(
        expect.objectContaining({
          code: 'fontNotEmbedded',
          severity: 'warn',
          params: expect.objectContaining({ font: 'Helvetica', substitute: 'Helvetica' }),
        }),
      );
    expect(flaws(groups[9]!)).toEqual([]);

    // Where the user is shown the problem: the image of 72 dpi, the logo over the window, the datamatrix area.
    const areaOf = (i: number) => flaws(groups[i]!)[0]!.area!;
    expect(areaOf(2)).toEqual({
      left: expect.closeTo(20, 0),
      top: expect.closeTo(160, 0),
      width: expect.closeTo(60, 0),
      height: expect.closeTo(40, 0),
    });
    expect(flaws(groups[2]!)[0]!.params).toEqual(expect.objectContaining({ dpi: 72 }));
    expect(areaOf(3)).toEqual({
      left: expect.closeTo(150, 0),
      top: expect.closeTo(47, 0),
      width: expect.closeTo(30, 0),
      height: expect.closeTo(10, 0),
    });
    expect(areaOf(5)).toEqual({ left: 5, top: 277, width: 10, height: 10 });

    // Ordering: refused letters stay off Simple mail (the service's only channel), with the finding as reason.
    const plan = (
      await call('POST', '/api/deliveries/checkOptions', { packGroupIds: groups.map((g) => g.id) })
    ).json().result as {
      channels: { packGroupIds: string[] }[];
      notEligible: { packGroupId: string; reasons: { key: string }[] }[];
    };
    const refused = [0, 1, 3, 5, 8].map((i) => groups[i]!.id);
    expect(plan.notEligible.map((n) => n.packGroupId).sort()).toEqual([...refused].sort());
    expect(plan.notEligible.find((n) => n.packGroupId === groups[3]!.id)!.reasons).toEqual([
      expect.objectContaining({
        key: 'preflight.addressWindow',
        path: `packGroups.${groups[3]!.id}.preflight`,
      }),
    ]);
    expect(plan.channels.flatMap((p) => p.packGroupIds).sort()).toEqual(
      groups
        .filter((g) => !refused.includes(g.id))
        .map((g) => g.id)
        .sort(),
    );

    // The report: a count per code, then one line per finding with its message.
    const report = await call('GET', `/api/jobs/${jobId}/preflight.csv`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toMatch(/^text\/csv/);
    const lines = report.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toContain('addressWindow;Address window;1;0');
    expect(lines).toContain('fontNotEmbedded;Font not embedded;0;10');
    expect(lines.find((l) => l.startsWith('3;;flawed.pdf;3;Simple mail;lowResolution;Warning;'))).toContain(
      'An image is 72 dpi at its printed size',
    );
  });

  it('refuses a letter of more sheets than its envelope holds, and the service decides what refuses', async () => {
    const jobId = await depositFile(c, 'Letter batch', {
      field: 'file.letters.0',
      name: 'long.pdf',
      content: await nineSheetLetter(),
    });
    const [group] = await groupsOf(jobId);
    expect(flaws(group!)).toEqual([
      expect.objectContaining({
        code: 'envelopeCapacity',
        severity: 'refuse',
        page: null,
        params: expect.objectContaining({ sheets: 9, capacity: 8, envelope: 'DL' }),
      }),
    ]);

    // A service whose letters go in a larger envelope by hand may warn only: the next deposit is not refused.
    const row = await c.t.deps.db
      .selectFrom('service')
      .select(['id', 'configuration'])
      .where('name', '=', 'Letter batch')
      .executeTakeFirstOrThrow();
    const service = serviceSchema.parse(JSON.parse(row.configuration));
    service.preflightRefusals = service.preflightRefusals.filter((code) => code !== 'envelopeCapacity');
    await c.t.deps.db
      .updateTable('service')
      .set({ configuration: JSON.stringify(service) })
      .where('id', '=', row.id)
      .execute();
    const again = await depositFile(c, 'Letter batch', {
      field: 'file.letters.0',
      name: 'long.pdf',
      content: await nineSheetLetter(),
    });
    const [warned] = await groupsOf(again);
    expect(flaws(warned!).map((f) => [f.code, f.severity])).toEqual([['envelopeCapacity', 'warn']]);
    const plan = (await call('POST', '/api/deliveries/checkOptions', { packGroupIds: [warned!.id] })).json()
      .result as { notEligible: unknown[] };
    expect(plan.notEligible).toEqual([]);
  });
});
