import { describe, expect, it } from 'vitest';
import { CONDITION_KINDS, EXPRESSION_NODE_KINDS } from '../model/expressions';
import {
  DEFAULT_SERVICE_ICON_COLOR,
  boxSchema,
  conditionSchema,
  expressionSchema,
  jobCreationParametersSchema,
  serviceSchema,
} from './services';

describe('service configuration schemas (docs/product.md §3)', () => {
  it('applies the service defaults', () => {
    const service = serviceSchema.parse({ id: 's', type: 'SIMPLE_UNIQUE', name: 'n', ouId: 'o' });
    expect(service).toMatchObject({
      iconColor: 'rgba(0,0,0,0.75)',
      iconName: 'envelope',
      jobNameEditable: true,
      removed: false,
      boxes: [],
      channels: [],
      sendingStrategy: { groups: [] },
    });
    expect(DEFAULT_SERVICE_ICON_COLOR).toBe('rgba(0,0,0,0.75)');
  });

  it('applies the box and box-area defaults', () => {
    const box = boxSchema.parse({
      name: 'b',
      label: 'B',
      boxType: 'box.PDF',
      splitConfig: { kind: 'bsc.PDF_AREA', area: {}, value: 'Dear' },
    });
    expect(box.maxElements).toBe(-1);
    expect(box.splitConfig).toEqual({
      kind: 'bsc.PDF_AREA',
      area: { left: 0, top: 0, width: 10, height: 10 },
      value: 'Dear',
      page: 1,
      extractionParameters: { lineTolerance: 'default', wordSpace: 'standard' },
    });
    expect(() => boxSchema.parse({ name: 'b', label: 'B', boxType: 'box.PDF', maxElements: -2 })).toThrow();
  });

  it('parses every expression node kind, with the spec defaults', () => {
    const parsed = EXPRESSION_NODE_KINDS.map((kind) =>
      expressionSchema.safeParse({
        kind,
        operand: null,
        identifier: null,
        operands: [],
        value: '',
        column: 'c',
        key: 'k',
        name: 'n',
      }),
    );
    expect(parsed.map((result) => result.success)).toEqual(EXPRESSION_NODE_KINDS.map(() => true));
    expect(expressionSchema.parse({ kind: 'substring', operand: null })).toMatchObject({ start: 0, end: -1 });
    expect(expressionSchema.parse({ kind: 'replace', operand: null })).toMatchObject({
      pattern: '.*',
      replacement: '$0',
    });
    expect(expressionSchema.parse({ kind: 'pdfText' })).toMatchObject({
      page: 1,
      boxName: '',
      fromMain: false,
    });
    expect(expressionSchema.safeParse({ kind: 'unknown' }).success).toBe(false);
  });

  it('parses every condition kind, nested', () => {
    const leaf = { kind: 'constant', value: 'x' };
    const samples = {
      and: { conditions: [] },
      or: { conditions: [{ kind: 'empty', operand: leaf }] },
      not: { condition: null },
      equal: { left: leaf, right: leaf },
      empty: { operand: leaf },
      contains: { left: leaf, right: leaf },
      startsWith: { left: leaf, right: leaf },
      endsWith: { left: leaf, right: leaf },
      matches: { operand: leaf, pattern: 'x' },
      lessThan: { left: leaf, right: null },
      numericEqual: { left: leaf, right: leaf },
      hasOption: { optionId: 'o' },
      matchesMainPreferences: { identifier: leaf, preferences: ['LETTER'] },
    };
    expect(Object.keys(samples).sort()).toEqual([...CONDITION_KINDS].sort());
    for (const [kind, fields] of Object.entries(samples)) {
      expect(conditionSchema.safeParse({ kind, ...fields }).success, kind).toBe(true);
    }
  });

  it('parses job creation parameters with their defaults', () => {
    expect(jobCreationParametersSchema.parse({ serviceId: 's' })).toEqual({
      serviceId: 's',
      targetOwnerId: null,
      jobName: null,
      rawJobMetadatas: {},
      packRequirements: {},
      shipmentRequirements: {},
      splitConfiguration: {},
    });
    const parsed = jobCreationParametersSchema.parse({
      serviceId: 's',
      shipmentRequirements: { Post: { mainPostalAddress: { value: '1 rue', type: 'address', status: 150 } } },
      splitConfiguration: { letters: { kind: 'bsc.PAGE', pagesPerPart: 1 } },
    });
    expect(parsed.shipmentRequirements.Post?.mainPostalAddress).toMatchObject({ forced: false, status: 150 });
  });
});
