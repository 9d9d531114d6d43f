import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import { openPdf } from './open-pdf';
import { PdfStreamWriter, renumbered } from './pdf-stream-writer';

describe('renumbered', () => {
  const plus100 = (n: number) => n + 100;

  it('renumbers references in dictionaries and arrays', () => {
    expect(renumbered('<</Parent 2 0 R/Kids[3 0 R 12 0 R]/F1 4 0 R>>', plus100)).toBe(
      '<</Parent 102 0 R/Kids[103 0 R 112 0 R]/F1 104 0 R>>',
    );
  });

  it('leaves numbers, names and strings that look like references alone', () => {
    const text = '<</Title(see 5 0 R \\) and (6 0 R))/Hex<35203020520a>/N5 0/Rect[1 2 0 3]/A 7 0 R>>';
    expect(renumbered(text, plus100)).toBe(
      '<</Title(see 5 0 R \\) and (6 0 R))/Hex<35203020520a>/N5 0/Rect[1 2 0 3]/A 107 0 R>>',
    );
  });
});

describe('PdfStreamWriter', () => {
  it('writes the pages of several documents, one after the other, into one PDF', async () => {
    const chunks: Uint8Array[] = [];
    const writer = new PdfStreamWriter(async (chunk) => {
      chunks.push(chunk.slice());
    });
    await writer.begin();
    for (const label of ['first', 'second']) {
      const doc = new mupdf.PDFDocument();
      const tree = doc.getTrailer().get('Root').get('Pages');
      const font = doc.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
      const pages = [1, 2].map((n) => {
        const page = doc.addPage(
          [0, 0, 200, 200],
          0,
          { Font: { F: font } },
          `BT /F 12 Tf 10 100 Td (${label} ${n}) Tj ET`,
        );
        page.put('Parent', tree);
        return page;
      });
      await writer.writeBatch(doc, pages);
      doc.destroy();
    }
    await writer.finish({ Producer: 'test (1)' });
    const bytes = Buffer.concat(chunks);
    expect(writer.bytesWritten).toBe(bytes.length);
    const handle = openPdf(bytes);
    expect(handle.pageCount).toBe(4);
    handle.close();
    const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
    const texts = [0, 1, 2, 3].map((i) => doc.loadPage(i).toStructuredText('').asText().trim());
    expect(texts).toEqual(['first 1', 'first 2', 'second 1', 'second 2']);
    expect(doc.getMetaData('info:Producer')).toBe('test (1)');
    expect(doc.asPDF()!.wasRepaired()).toBe(false);
    doc.destroy();
  });
});
