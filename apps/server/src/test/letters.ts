import { PDFDocument, StandardFonts } from 'pdf-lib';

const MM = 72 / 25.4;
const A4 = { width: 210, height: 297 };

/**
 * A batch of one-page A4 letters, each with its address lines in the French window area (100 mm from the left,
 * from 50 mm below the top) and some body text elsewhere, as a mail room would deposit it.
 */
export async function letterBatch(addresses: string[][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const [index, lines] of addresses.entries()) {
    const page = doc.addPage([A4.width * MM, A4.height * MM]);
    const text = (s: string, leftMm: number, topMm: number) =>
      page.drawText(s, { x: leftMm * MM, y: (A4.height - topMm) * MM, size: 10, font });
    text('Demo Company - 1 avenue des Champs - 75008 Paris', 20, 20);
    lines.forEach((line, i) => text(line, 105, 55 + i * 5));
    text(`Letter ${index + 1}: your invoice is attached.`, 20, 120);
  }
  return Buffer.from(await doc.save());
}
