import { describe, expect, it } from 'vitest';
import { type ParserConfigurationOf, parserConfigurationSchema } from '../api/services/box';
import type { ValidationIssue } from './issues';
import { validateParserConfiguration } from './parser';

const pairs = (issues: ValidationIssue[]) => issues.map(({ key, path }) => [key, path]);
const check = (input: unknown) =>
  pairs(validateParserConfiguration(parserConfigurationSchema.parse(input), 'p'));

describe('parser checks (docs/product.md §5)', () => {
  it('requires an encoding for every kind', () => {
    expect(
      check({ kind: 'par.FixedWidth', encoding: null, columnWidths: [1], metadataMapping: { '0': 'a' } }),
    ).toEqual([['parser.encodingRequired', 'p.encoding']]);
  });

  describe('fixed width', () => {
    const valid = {
      kind: 'par.FixedWidth',
      encoding: 'UTF-8',
      columnWidths: [3, 4],
      metadataMapping: { '0': 'a', '1': 'b' },
    };

    it('accepts a valid configuration', () => expect(check(valid)).toEqual([]));

    it('needs a non-empty mapping and column widths', () => {
      expect(check({ ...valid, columnWidths: [], metadataMapping: {} })).toEqual([
        ['parser.fixedWidth.columnWidthsEmpty', 'p.columnWidths'],
        ['parser.mapping.empty', 'p.metadataMapping'],
      ]);
    });

    it('needs every width above 0 and every column mapped', () => {
      expect(check({ ...valid, columnWidths: [3, 0, -1], metadataMapping: { '0': 'a', '1': 'b' } })).toEqual([
        ['parser.fixedWidth.widthNotPositive', 'p.columnWidths[1]'],
        ['parser.fixedWidth.widthNotPositive', 'p.columnWidths[2]'],
        ['parser.fixedWidth.columnNotMapped', 'p.columnWidths[2]'],
      ]);
    });

    it('needs unique target names', () => {
      expect(check({ ...valid, metadataMapping: { '0': 'a', '1': 'a' } })).toEqual([
        ['parser.mapping.duplicateTarget', 'p.metadataMapping["1"]'],
      ]);
    });
  });

  describe('delimited', () => {
    const valid = {
      kind: 'par.CSV',
      encoding: 'UTF-8',
      separator: ',',
      metadataMapping: { '0': 'a', '2': 'b' },
    };

    it('accepts a valid configuration, with or without used column names', () => {
      expect(check(valid)).toEqual([]);
      expect(
        check({ ...valid, metadataMapping: {}, usedColumnNames: ['x', 'y'], headerPresent: true }),
      ).toEqual([]);
    });

    it('needs a separator (a tab counts)', () => {
      expect(check({ ...valid, separator: '' })).toEqual([['parser.separatorRequired', 'p.separator']]);
      expect(check({ ...valid, separator: '\t' })).toEqual([]);
    });

    it('with used column names: non-empty, no blank names, header present, unique names', () => {
      expect(check({ ...valid, usedColumnNames: [], headerPresent: true })).toEqual([
        ['parser.delimited.columnNamesEmpty', 'p.usedColumnNames'],
      ]);
      expect(check({ ...valid, usedColumnNames: ['x', ' ', 'x'] })).toEqual([
        ['parser.delimited.columnNameBlank', 'p.usedColumnNames[1]'],
        ['parser.delimited.headerRequired', 'p.headerPresent'],
        ['parser.delimited.duplicateColumnName', 'p.usedColumnNames[2]'],
      ]);
    });

    it('without them: mapping non-empty, keys non-negative integers, values non-empty and unique', () => {
      expect(check({ ...valid, metadataMapping: {} })).toEqual([
        ['parser.mapping.empty', 'p.metadataMapping'],
      ]);
      expect(
        check({ ...valid, metadataMapping: { '-1': 'a', x: 'b', '1.5': 'c', '3': ' ', '4': 'a' } }),
      ).toEqual([
        // Integer-like keys come first in a JS object, so '4' is the first 'a'.
        ['parser.mapping.targetBlank', 'p.metadataMapping["3"]'],
        ['parser.mapping.invalidColumnIndex', 'p.metadataMapping["-1"]'],
        ['parser.mapping.invalidColumnIndex', 'p.metadataMapping["x"]'],
        ['parser.mapping.invalidColumnIndex', 'p.metadataMapping["1.5"]'],
        ['parser.mapping.duplicateTarget', 'p.metadataMapping["-1"]'],
      ]);
    });
  });

  describe('JSON', () => {
    const valid = {
      kind: 'par.JSON',
      encoding: 'UTF-8',
      elementsJSONPointer: '/items',
      metadataMapping: { '/id': 'id' },
    };

    it('accepts a valid configuration, with or without an elements pointer', () => {
      expect(check(valid)).toEqual([]);
      expect(
        check({
          ...valid,
          elementsJSONPointer: null,
          metadataMapping: {},
          globalMetadataMapping: { '/x': 'x' },
        }),
      ).toEqual([]);
    });

    it('with an elements pointer, needs a non-empty mapping', () => {
      expect(check({ ...valid, metadataMapping: {} })).toEqual([
        ['parser.mapping.empty', 'p.metadataMapping'],
      ]);
    });

    it('without one, needs a global mapping and refuses a per-element mapping', () => {
      expect(check({ ...valid, elementsJSONPointer: null })).toEqual([
        ['parser.json.globalMappingRequired', 'p.globalMetadataMapping'],
        ['parser.json.mappingNotAllowed', 'p.metadataMapping'],
      ]);
    });

    it('needs pointers starting with /', () => {
      expect(
        check({
          ...valid,
          elementsJSONPointer: 'items',
          metadataMapping: { id: 'id' },
          globalMetadataMapping: { '/g': 'g', g2: 'h' },
        }),
      ).toEqual([
        ['parser.json.invalidPointer', 'p.elementsJSONPointer'],
        ['parser.json.invalidPointer', 'p.metadataMapping["id"]'],
        ['parser.json.invalidPointer', 'p.globalMetadataMapping["g2"]'],
      ]);
    });

    it('needs unique targets, across both mappings', () => {
      expect(
        check({ ...valid, metadataMapping: { '/a': 'x', '/b': 'x' }, globalMetadataMapping: { '/c': 'x' } }),
      ).toEqual([
        ['parser.mapping.duplicateTarget', 'p.metadataMapping["/b"]'],
        ['parser.mapping.duplicateTarget', 'p.globalMetadataMapping["/c"]'],
      ]);
    });
  });

  describe('skip-lines', () => {
    const valid = {
      kind: 'par.Seiitra',
      encoding: 'CP-1252',
      separator: '|',
      skipLinesBefore: 2,
      metadataMapping: { '0': 'a' },
    };

    it('accepts a valid configuration', () => expect(check(valid)).toEqual([]));

    it('needs a separator, no negative skips, and the delimited mapping rules', () => {
      expect(
        check({
          ...valid,
          separator: '',
          skipLinesBefore: -1,
          skipLinesAfter: -2,
          metadataMapping: { a: '' },
        }),
      ).toEqual([
        ['parser.separatorRequired', 'p.separator'],
        ['parser.skipLines.negative', 'p.skipLinesBefore'],
        ['parser.skipLines.negative', 'p.skipLinesAfter'],
        ['parser.mapping.invalidColumnIndex', 'p.metadataMapping["a"]'],
        ['parser.mapping.targetBlank', 'p.metadataMapping["a"]'],
      ]);
    });
  });

  it('uses the configuration root when no path is given', () => {
    const config: ParserConfigurationOf<'par.CSV'> = parserConfigurationSchema.parse({
      kind: 'par.CSV',
      encoding: null,
      separator: ',',
      metadataMapping: { '0': 'a' },
    }) as ParserConfigurationOf<'par.CSV'>;
    expect(pairs(validateParserConfiguration(config))).toEqual([['parser.encodingRequired', 'encoding']]);
  });
});
