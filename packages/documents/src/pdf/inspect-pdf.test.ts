import { degrees, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZES_MM } from '@postbridge/domain';
import { inspectPdf, parsePdfDate } from './inspect-pdf';
import { buildLetterBatch, encryptPdf } from './testing/letter-batch';
import { mmToPoints } from './units';

describe('inspectPdf', () => {
  it('gives the page count and A4 sizes in mm', async () => {
    const info = inspectPdf(await buildLetterBatch([2, 1]));
    expect(info.pageCount).toBe(3);
    expect(info.pages).toHaveLength(3);
    for (const page of info.pages) {
      expect(Math.abs(page.widthMm - PAGE_SIZES_MM.A4.width)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(page.heightMm - PAGE_SIZES_MM.A4.height)).toBeLessThanOrEqual(0.5);
      expect(page.rotation).toBe(0);
    }
    expect(info.format).toMatch(/^PDF 1\.\d$/);
  });

  it('reports a rotated page as displayed, and the metadata', async () => {
    const doc = await PDFDocument.create();
    doc.setTitle('Relevé février');
    doc.setAuthor('Postbridge');
    doc.setCreationDate(new Date('2024-03-05T10:20:30Z'));
    doc.addPage([mmToPoints(210), mmToPoints(297)]).setRotation(degrees(90));
    doc.addPage([mmToPoints(215.9), mmToPoints(279.4)]);
    const info = inspectPdf(await doc.save());
    expect(info.pages[0]).toMatchObject({ rotation: 90 });
    expect(info.pages[0]!.widthMm).toBeCloseTo(297, 0);
    expect(info.pages[0]!.heightMm).toBeCloseTo(210, 0);
    expect(info.pages[1]!.widthMm).toBeCloseTo(215.9, 0);
    expect(info.title).toBe('Relevé février');
    expect(info.author).toBe('Postbridge');
    expect(info.creationDate).toBe('2024-03-05T10:20:30.000Z');
    expect(info.info.Title).toBe('Relevé février');
  });

  it('refuses encrypted PDFs and random bytes with their codes', async () => {
    const encrypted = encryptPdf(await buildLetterBatch([1]), { user: 'x', owner: 'y' });
    expect(() => inspectPdf(encrypted)).toThrow(expect.objectContaining({ code: 'pdf.encrypted' }));
    expect(() => inspectPdf(new Uint8Array([1, 2, 3, 4, 5]))).toThrow(
      expect.objectContaining({ code: 'pdf.invalid' }),
    );
  });
});

describe('parsePdfDate', () => {
  it('reads PDF dates with and without offsets', () => {
    expect(parsePdfDate("D:20240305102030+01'00'")).toBe('2024-03-05T09:20:30.000Z');
    expect(parsePdfDate('D:20240305102030Z')).toBe('2024-03-05T10:20:30.000Z');
    expect(parsePdfDate('D:2024')).toBe('2024-01-01T00:00:00.000Z');
    expect(parsePdfDate('yesterday')).toBe('yesterday');
  });
});
