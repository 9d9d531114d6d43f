import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENCODINGS } from '@postbridge/domain';
import { DocumentError } from '../errors';
import { parseDataFile } from './parse-data-file';
import { chunked } from './testing/sources';
import type { DataParserConfig } from './types';

// Issue 21 "Property-based fuzzing": whatever bytes a deposit brings, under whatever configuration the service
// editor allows, reading a data file ends with records or a DocumentError naming the problem; nothing else
// escapes and nothing hangs. `npm run bench -- fuzz` runs the same properties longer (FUZZ_RUNS, FUZZ_MS).
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const TIME = Number(process.env.FUZZ_MS ?? 4000);
const settings = { numRuns: RUNS, interruptAfterTimeLimit: TIME, markInterruptAsFailure: false };

/** Text made of the characters data files are made of, so that the parsers get past their first check. */
const dataText = fc
  .array(
    fc.oneof(
      fc.constantFrom(';', ',', '|', '\t', '"', "'", '\n', '\r\n', '\r', '\\', '{', '}', '[', ']', ':', ' '),
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'binary', maxLength: 4 }),
    ),
    { maxLength: 80 },
  )
  .map((parts) => parts.join(''));
const json = fc
  .tuple(fc.json({ maxDepth: 3 }), fc.nat({ max: 40 }), fc.string({ maxLength: 3 }))
  // A document, sometimes cut or with a few characters slipped in: half-written files are what real data brings.
  .map(([text, at, junk]) => (at % 3 === 0 ? text.slice(0, at) + junk + text.slice(at) : `{"items":[${text}]}`));
const bytes = fc.oneof(
  dataText.map((t) => new TextEncoder().encode(t)),
  json.map((t) => new TextEncoder().encode(t)),
  fc.uint8Array({ maxLength: 600 }),
);
const columns = fc.dictionary(fc.constantFrom('0', '1', '2', '5'), fc.string({ minLength: 1, maxLength: 6 }), {
  minKeys: 1,
  maxKeys: 3,
});
const wildMapping = fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 6 }), { maxKeys: 4 });
// Mostly a valid encoding: a missing one stops every read at its first check.
const encoding = fc.oneof(
  { arbitrary: fc.constantFrom(...ENCODINGS), weight: 9 },
  { arbitrary: fc.constant(null), weight: 1 },
);
const pointer = fc.constantFrom('', '/items', '/items/0', '/a', '/~1x', '/~2', 'no-slash', '/0/name');

/** Configurations the editor saves (weight 4) and anything the type allows (weight 1). */
const sane = (wild: boolean) => (wild ? wildMapping : columns);
const configOf = (wild: boolean): fc.Arbitrary<DataParserConfig> =>
  fc.oneof(
    fc.record({
      kind: fc.constant('par.CSV' as const),
      encoding,
      separator: wild ? fc.string({ maxLength: 3 }) : fc.constantFrom(';', ',', '\t', '|'),
      quoteChar: wild ? fc.string({ maxLength: 2 }) : fc.constantFrom('"', "'", ''),
      lenient: fc.boolean(),
      headerPresent: fc.boolean(),
      usedColumnNames: wild ? fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }) : fc.constant(null),
      metadataMapping: sane(wild),
    }),
    fc.record({
      kind: fc.constant('par.FixedWidth' as const),
      encoding,
      columnWidths: fc.array(fc.integer({ min: wild ? -2 : 1, max: 30 }), { minLength: wild ? 0 : 3, maxLength: 5 }),
      metadataMapping: wild ? wildMapping : fc.dictionary(fc.constantFrom('0', '1', '2'), fc.string({ minLength: 1, maxLength: 6 }), { minKeys: 1, maxKeys: 3 }),
    }),
    fc.record({
      kind: fc.constant('par.JSON' as const),
      encoding,
      elementsJSONPointer: wild ? fc.oneof(fc.constant(null), pointer) : fc.constantFrom(null, '/items'),
      metadataMapping: wild
        ? fc.dictionary(pointer, fc.string({ minLength: 1, maxLength: 5 }), { maxKeys: 3 })
        : fc.constantFrom<Record<string, string>>({ '': 'whole' }, { '': 'whole', '/0': 'first' }),
      globalMetadataMapping: wild
        ? fc.dictionary(pointer, fc.string({ minLength: 1, maxLength: 5 }), { maxKeys: 2 })
        : fc.constantFrom<Record<string, string>>({}, { '': 'document' }),
      lenient: fc.boolean(),
    }),
    fc.record({
      kind: fc.constant('par.Seiitra' as const),
      encoding,
      skipLinesBefore: fc.integer({ min: wild ? -1 : 0, max: 5 }),
      skipLinesAfter: fc.integer({ min: wild ? -1 : 0, max: 5 }),
      separator: wild ? fc.string({ maxLength: 2 }) : fc.constantFrom(';', '|'),
      metadataMapping: sane(wild),
      lenient: fc.boolean(),
    }),
  );
const config = fc.oneof({ arbitrary: configOf(false), weight: 4 }, { arbitrary: configOf(true), weight: 1 });

async function read(c: DataParserConfig, input: Uint8Array, chunk: number): Promise<'records' | string> {
  try {
    const reader = parseDataFile(c, chunked(input, chunk), { maxLineLength: 200, maxJsonBytes: 4000 });
    for await (const record of reader) expect(typeof record.line).toBe('number');
    return 'records';
  } catch (error) {
    if (error instanceof DocumentError) return error.code;
    throw error;
  }
}

describe('data-file parsers under random bytes and configurations', { timeout: 2 * TIME + 10_000 }, () => {
  it('answer records or a DocumentError, never another exception', async () => {
    await fc.assert(
      fc.asyncProperty(config, bytes, fc.integer({ min: 1, max: 64 }), async (c, input, chunk) => {
        const outcome = await read(c, input, chunk);
        expect(outcome === 'records' || outcome.startsWith('data.')).toBe(true);
      }),
      settings,
    );
  });

  it('read the same bytes the same way whatever the chunk size', async () => {
    await fc.assert(
      fc.asyncProperty(config, bytes, fc.integer({ min: 1, max: 7 }), async (c, input, chunk) => {
        expect(await read(c, input, chunk)).toBe(await read(c, input, 4096));
      }),
      settings,
    );
  });
});
