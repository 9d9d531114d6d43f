import { serviceSchema, type Box } from '@postbridge/domain';
import { describe, expect, it } from 'vitest';
import { buildGroups, type Doc } from './build-pack-groups';

const common = {
  now: new Date('2026-11-22T10:00:00Z'),
  jobName: 'Job',
  jobMetadata: { campaign: 'C1' },
  firstFileNames: {},
};

function serviceWith(reconcile: unknown, extraBoxes: unknown[] = []) {
  return serviceSchema.parse({
    id: 's',
    type: 'ADVANCED',
    name: 'S',
    ouId: 'ou',
    boxes: [
      {
        name: 'letters',
        label: 'Letters',
        boxType: 'box.PDF',
        identifier: { kind: 'metadataReference', name: 'key' },
      },
      {
        name: 'data',
        label: 'Data',
        boxType: 'box.DATA_FILE',
        parent: 'letters',
        reconcile,
        parserConfiguration: {
          kind: 'par.CSV',
          encoding: 'UTF-8',
          separator: ';',
          metadataMapping: { '0': 'ref', '1': 'email' },
        },
      },
      ...extraBoxes,
    ],
  });
}

/** A letter whose "key" metadata is already known (as a box metadata expression would have computed it). */
const letter = (box: Box, key: string, position: number): Doc => ({
  box,
  fileId: 'f1',
  fileName: 'letters.pdf',
  positionInBox: position,
  metadata: { key },
});
const record = (box: Box, values: Record<string, string>, line: number): Doc => ({
  box,
  fileId: 'f2',
  fileName: 'data.csv',
  positionInBox: line - 1,
  record: { line, values },
  metadata: { ...values },
});

const KEY_JOIN = {
  kind: 'equal',
  left: { kind: 'dataFileValue', column: 'ref', boxName: 'data' },
  right: { kind: 'metadataReference', name: 'key' },
};

describe('buildGroups', () => {
  it('joins records to letters by key, whatever their order; the rest are orphans', () => {
    const service = serviceWith(KEY_JOIN);
    const [letters, data] = service.boxes as [Box, Box];
    const docs = new Map([
      ['letters', ['A', 'B', 'C'].map((k, i) => letter(letters, k, i + 1))],
      [
        'data',
        [
          record(data, { ref: 'C', email: 'c@x.org' }, 2),
          record(data, { ref: 'Z', email: 'z@x.org' }, 3),
          record(data, { ref: 'A', email: 'a@x.org' }, 4),
          record(data, { ref: 'A', email: 'a2@x.org' }, 5),
          record(data, { ref: '', email: 'empty@x.org' }, 6),
        ],
      ],
    ]);
    const { groups, orphans } = buildGroups(service, docs, common);
    expect(groups.map((g) => [g.identifier, g.metadata.email ?? null])).toEqual([
      ['A', 'a@x.org'],
      ['B', null],
      ['C', 'c@x.org'],
    ]);
    expect(orphans.map((o) => [o.reason, o.doc.record?.line])).toEqual([
      ['job.orphan.noMatch', 3],
      ['job.orphan.duplicate', 5],
      ['job.orphan.noMatch', 6],
    ]);
  });

  it('evaluates any other condition on each pair', () => {
    const service = serviceWith({
      kind: 'startsWith',
      left: { kind: 'dataFileValue', column: 'ref', boxName: 'data' },
      right: { kind: 'metadataReference', name: 'key' },
    });
    const [letters, data] = service.boxes as [Box, Box];
    const docs = new Map([
      ['letters', ['AB', 'CD'].map((k, i) => letter(letters, k, i + 1))],
      [
        'data',
        [
          record(data, { ref: 'CD-1', email: 'cd@x.org' }, 2),
          record(data, { ref: 'AB-9', email: 'ab@x.org' }, 3),
        ],
      ],
    ]);
    const { groups, orphans } = buildGroups(service, docs, common);
    expect(groups.map((g) => g.metadata.email)).toEqual(['ab@x.org', 'cd@x.org']);
    expect(orphans).toEqual([]);
  });

  it('keeps the main document’s metadata over its records’, over the job’s', () => {
    const service = serviceWith(KEY_JOIN);
    const [letters, data] = service.boxes as [Box, Box];
    const docs = new Map([
      ['letters', [letter(letters, 'A', 1)]],
      ['data', [record(data, { ref: 'A', email: 'a@x.org', key: 'from-record' }, 2)]],
    ]);
    const { groups } = buildGroups(service, docs, common);
    expect(groups[0]!.metadata).toEqual({ key: 'A', ref: 'A', email: 'a@x.org' });
  });

  it('refuses boxes that are each other’s parent', () => {
    const service = serviceWith(KEY_JOIN, [
      { name: 'x', label: 'X', boxType: 'box.PDF', parent: 'y', reconcile: KEY_JOIN },
      { name: 'y', label: 'Y', boxType: 'box.PDF', parent: 'x', reconcile: KEY_JOIN },
    ]);
    expect(() => buildGroups(service, new Map(), common)).toThrow(/parent/);
  });

  it('joins 5,000 records to 5,000 letters by key in linear time', () => {
    const service = serviceWith(KEY_JOIN);
    const [letters, data] = service.boxes as [Box, Box];
    const n = 5000;
    const docs = new Map([
      ['letters', Array.from({ length: n }, (_, i) => letter(letters, `K${i}`, i + 1))],
      [
        'data',
        Array.from({ length: n }, (_, i) =>
          record(data, { ref: `K${n - 1 - i}`, email: `${i}@x.org` }, i + 2),
        ),
      ],
    ]);
    const { groups, orphans } = buildGroups(service, docs, common);
    expect(orphans).toEqual([]);
    expect(groups[0]!.metadata.email).toBe(`${n - 1}@x.org`);
  });
});
