import { describe, expect, it } from 'vitest';
import { parserConfigurationSchema, type ParserConfiguration } from '@postbridge/domain';
import {
  firstRecord,
  previewConfiguration,
  readByName,
  sourcesOf,
  switchKind,
  targetOf,
  withTarget,
} from './parserSources';

const csv = parserConfigurationSchema.parse({
  kind: 'par.CSV',
  encoding: 'CP-1252',
  separator: ';',
  headerPresent: true,
  metadataMapping: { '1': 'town' },
}) as Extract<ParserConfiguration, { kind: 'par.CSV' }>;

describe('the sources of a sample', () => {
  it('splits the first record on the separator, keeping quoted separators', () => {
    expect(firstRecord('\n"a;b";"say ""hi""";c\nnext', ';', '"')).toEqual(['a;b', 'say "hi"', 'c']);
    expect(firstRecord('a\tb', '\t', '')).toEqual(['a', 'b']);
  });

  it('names delimited columns by header and number, and maps every source to itself for the preview', () => {
    const sources = sourcesOf(csv, 'zip;city\n8001;Zürich\n');
    expect(sources.map((s) => s.title)).toEqual(['zip (0)', 'city (1)']);
    expect(previewConfiguration(csv, sources)).toMatchObject({
      metadataMapping: { '0': '0', '1': '1' },
      usedColumnNames: null,
    });
    expect(targetOf(csv, sources[1]!)).toBe('town');
    expect(withTarget(csv, sources[1]!, null).metadataMapping).toEqual({});
  });

  it('maps by header name once columns are read by name, carrying the mapping both ways', () => {
    const byName = readByName(csv, true, ['zip', 'city']);
    expect(byName).toMatchObject({ usedColumnNames: ['city'], metadataMapping: { city: 'town' } });
    const sources = sourcesOf(byName, 'zip;city\n');
    const mapped = withTarget(byName, sources[0]!, 'postcode');
    expect(mapped).toMatchObject({
      usedColumnNames: ['city', 'zip'],
      metadataMapping: { city: 'town', zip: 'postcode' },
    });
    expect(readByName(mapped as typeof csv, false, ['zip', 'city'])).toMatchObject({
      usedColumnNames: null,
      metadataMapping: { '1': 'town', '0': 'postcode' },
    });
  });

  it('finds the leaves all the first JSON elements have, and the whole document without an elements pointer', () => {
    const text = JSON.stringify({
      sender: 'ACME',
      letters: [{ to: { name: 'A', 'a/b': 1 } }, { to: { name: 'B', 'a/b': 2 }, pages: 2 }],
    });
    const json = parserConfigurationSchema.parse({
      kind: 'par.JSON',
      encoding: 'UTF-8',
      elementsJSONPointer: '/letters',
      metadataMapping: { '/ref': 'ref' },
    });
    expect(sourcesOf(json, text).map((s) => s.key)).toEqual(['/to/name', '/to/a~1b', '/ref']);
    const whole = { ...json, elementsJSONPointer: null, metadataMapping: {} } as ParserConfiguration;
    const sources = sourcesOf(whole, text);
    expect(sources[0]).toEqual({ key: '/sender', title: '/sender', mapKey: '/sender', global: true });
    expect(withTarget(whole, sources[0]!, 'sender')).toMatchObject({
      globalMetadataMapping: { '/sender': 'sender' },
    });
  });
});

describe('changing the kind', () => {
  it('keeps the encoding, the separator and a mapping by column number', () => {
    expect(switchKind('par.Seiitra', csv)).toEqual({
      kind: 'par.Seiitra',
      encoding: 'CP-1252',
      skipLinesBefore: 0,
      skipLinesAfter: 0,
      separator: ';',
      lenient: false,
      metadataMapping: { '1': 'town' },
    });
    expect(switchKind('par.JSON', csv)).toMatchObject({ encoding: 'CP-1252', metadataMapping: {} });
    expect(switchKind('par.CSV', null)).toMatchObject({
      encoding: 'UTF-8',
      separator: ';',
      metadataMapping: {},
    });
  });
});
