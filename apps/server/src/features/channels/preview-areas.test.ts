import { extractTextInArea, openPdf } from '@postbridge/documents';
import { technicalAreaSchema, type ChannelPreviewWarning } from '@postbridge/domain';
import { describe, expect, it } from 'vitest';
import { blankSamplePage } from './preview-blank-page';
import { previewAreas, sampleContext } from './preview-areas';

// The areas a preview draws, evaluated on the documented sample context, and its blank page.

const area = (fields: object) =>
  technicalAreaSchema.parse({ type: 'text', area: { left: 10, top: 10, width: 50, height: 10 }, ...fields });
const context = sampleContext(new Date('2026-03-02T10:00:00Z'), 'letters.pdf', 3);

describe('previewAreas', () => {
  it('evaluates the content on the sample: metadata by name, file name, sheet count', () => {
    const warnings: ChannelPreviewWarning[] = [];
    const drawn = previewAreas(
      [
        area({ content: { kind: 'metadataReference', name: 'customerId' } }),
        area({ content: { kind: 'jobFileName' } }),
        area({ content: { kind: 'sheetCount' } }),
        area({ type: 'rectangle' }),
      ],
      context,
      warnings,
    );
    expect(drawn.map((d) => d.area.value)).toEqual(['customerId', 'letters.pdf', '3', undefined]);
    expect(warnings).toEqual([]);
  });

  it('draws what the sample cannot evaluate as its formula, with a warning naming the area', () => {
    const warnings: ChannelPreviewWarning[] = [];
    const drawn = previewAreas(
      [
        area({ content: { kind: 'constant', value: 'x' } }),
        area({ content: { kind: 'pdfMetadata', key: 'Title', boxName: '', fromMain: true } }),
      ],
      context,
      warnings,
    );
    expect(drawn[1]!.area.value).toMatch(/^\[.+\]$/);
    expect(warnings).toEqual([expect.objectContaining({ code: 'expressionEmpty', areaIndex: 1 })]);
  });

  it('leaves out an area whose condition fails, and those of another document kind, keeping the indexes', () => {
    // No option is chosen on the sample.
    const never = { kind: 'hasOption', optionId: 'colour-colour' };
    const drawn = previewAreas(
      [
        area({ content: { kind: 'constant', value: 'a' }, condition: never }),
        area({ content: { kind: 'constant', value: 'b' }, documentKind: 'ADDRESS_PAGE', page: '1' }),
        area({ content: { kind: 'constant', value: 'c' } }),
      ],
      context,
      [],
      'DOCUMENT',
    );
    expect(drawn.map((d) => [d.index, d.area.value])).toEqual([[2, 'c']]);
  });
});

it('writes a blank page of the format with the sample address in the DL window', () => {
  const pdf = openPdf(blankSamplePage('A4'));
  try {
    expect(pdf.pageCount).toBe(1);
    const text = extractTextInArea(pdf, {
      page: 1,
      area: { left: 100, top: 45, width: 90, height: 35 },
    }).text;
    expect(text).toContain('Ms Jane Sample');
  } finally {
    pdf.close();
  }
});
