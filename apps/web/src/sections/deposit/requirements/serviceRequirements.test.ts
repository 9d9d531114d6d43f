import { describe, expect, it } from 'vitest';
import { savedServiceSchema, type SavedService } from '@postbridge/domain';
import {
  areaRequirements,
  canCheckRequirementsFirst,
  contentPage,
  serviceRequirements,
} from './serviceRequirements';

const address = {
  kind: 'recipient',
  name: 'mainPostalAddress',
  type: 'address',
  content: {
    kind: 'pdfText',
    page: 1,
    area: { left: 100, top: 45, width: 90, height: 40 },
    boxName: 'letter',
  },
  validation: 'postalAddress',
};

function service(overrides: Record<string, unknown> = {}): SavedService {
  return savedServiceSchema.parse({
    id: 's1',
    type: 'SIMPLE_UNIQUE',
    name: 'Registered letter',
    ouId: 'ou1',
    version: 1,
    creationDate: '2026-11-20T10:00:00.000Z',
    updateDate: '2026-11-20T10:00:00.000Z',
    boxes: [
      { name: 'letter', label: 'Letter', main: true, boxType: 'box.PDF', minElements: 1, maxElements: 1 },
    ],
    packRequirements: { content: [{ kind: 'free', name: 'reference', type: 'text' }] },
    channels: [{ id: 'registered-mail', label: 'Registered mail', shipmentRequirements: [address] }],
    ...overrides,
  });
}

describe('canCheckRequirementsFirst', () => {
  it('is true for a simple service whose main PDF box takes each file as one document', () => {
    expect(canCheckRequirementsFirst(service())).toBe(true);
    expect(canCheckRequirementsFirst(service({ type: 'SIMPLE_MULTIPLE' }))).toBe(true);
  });

  it('is false when the main box splits files, as the whole file would be read as one letter', () => {
    const split = (splitConfig: unknown) =>
      service({
        boxes: [{ name: 'letters', label: 'Letters', main: true, boxType: 'box.PDF', splitConfig }],
      });
    expect(canCheckRequirementsFirst(split({ kind: 'bsc.PAGE', pagesPerPart: 1 }))).toBe(false);
    expect(
      canCheckRequirementsFirst(
        split({
          kind: 'bsc.PDF_AREA',
          area: { left: 0, top: 280, width: 50, height: 10 },
          value: '^Page 1/',
        }),
      ),
    ).toBe(false);
  });

  it('reads the main PDF box, else the first PDF box, as the server does', () => {
    const boxes = [
      {
        name: 'batch',
        label: 'Batch',
        boxType: 'box.PDF',
        splitConfig: { kind: 'bsc.PAGE', pagesPerPart: 1 },
      },
      { name: 'letter', label: 'Letter', main: true, boxType: 'box.PDF' },
    ];
    expect(canCheckRequirementsFirst(service({ boxes }))).toBe(true);
    expect(canCheckRequirementsFirst(service({ boxes: [boxes[0], { ...boxes[1], main: false }] }))).toBe(
      false,
    );
  });

  it('is false for other service types, without a PDF box, or without any requirement', () => {
    for (const type of ['ADVANCED', 'ARCHIVE', 'PREPROCESSING', 'PREPROCESSING_UNIQUE']) {
      expect(canCheckRequirementsFirst(service({ type })), type).toBe(false);
    }
    expect(
      canCheckRequirementsFirst(
        service({ boxes: [{ name: 'data', label: 'Data', boxType: 'box.DATA_FILE' }] }),
      ),
    ).toBe(false);
    expect(
      canCheckRequirementsFirst(
        service({
          packRequirements: { content: [] },
          channels: [{ id: 'registered-mail', label: 'Registered mail' }],
        }),
      ),
    ).toBe(false);
  });
});

describe('service requirements', () => {
  it('names pack requirements as they are and shipment requirements after their channel', () => {
    expect(serviceRequirements(service()).map((r) => [r.key, r.channelLabel])).toEqual([
      ['reference', null],
      ['Registered mail/mainPostalAddress', 'Registered mail'],
    ]);
  });

  it('lists as area requirements only those read from an area of the PDF', () => {
    const areas = areaRequirements(service());
    expect(areas.map((r) => r.key)).toEqual(['Registered mail/mainPostalAddress']);
    expect(areas[0]!.content.area).toEqual({ left: 100, top: 45, width: 90, height: 40 });
  });

  it('resolves a page counted from the end, within the file', () => {
    const content = areaRequirements(service())[0]!.content;
    expect(contentPage(content, 3)).toBe(1);
    expect(contentPage({ ...content, page: -1 }, 3)).toBe(3);
    expect(contentPage({ ...content, page: -2 }, 3)).toBe(2);
    expect(contentPage({ ...content, page: 5 }, 3)).toBe(3);
    expect(contentPage({ ...content, page: -9 }, 3)).toBe(1);
  });
});
