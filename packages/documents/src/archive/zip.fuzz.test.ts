import { zipSync } from 'fflate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DocumentError } from '../errors';
import { extractZipEntries } from './extract-zip';

// Issue 21 "Property-based fuzzing": a ZIP deposited whole, cut, or with bytes changed anywhere (headers, sizes,
// names, compressed data) is either read entry by entry within its limits or refused with an `archive.*`
// DocumentError; no other exception escapes, nothing hangs. `npm run bench -- fuzz` runs it longer.
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const TIME = Number(process.env.FUZZ_MS ?? 4000);
const settings = { numRuns: RUNS, interruptAfterTimeLimit: TIME, markInterruptAsFailure: false };

const entryName = fc.oneof(
  fc.constantFrom('letter.pdf', 'data/clients.csv', '../escape.pdf', '/abs.pdf', 'a\\b.pdf', 'é.pdf'),
  // (not the names fflate reads as options of a folder: __proto__, or empty after its own splitting)
  fc.string({ minLength: 1, maxLength: 12 }).filter((n) => !n.includes('__proto__') && !n.includes('/')),
);
const archive = fc
  .dictionary(entryName, fc.uint8Array({ maxLength: 300 }), { minKeys: 1, maxKeys: 4 })
  .chain((files) => fc.constantFrom(0, 6).map((level) => zipSync(files, { level: level as 0 | 6 })));
/** The archive with some bytes replaced, or cut short, or both. */
const damaged = fc
  .tuple(archive, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }), fc.nat())
  .map(([zip, edits, cut]) => {
    const out = zip.slice();
    for (const [at, value] of edits) out[at % out.length] = value;
    return cut % 4 === 0 ? out.subarray(0, cut % (out.length + 1)) : out;
  });

async function extract(zip: Uint8Array): Promise<string> {
  try {
    await extractZipEntries(
      zip,
      async (_entry, stream) => {
        for await (const chunk of stream) expect(chunk.length).toBeGreaterThanOrEqual(0);
      },
      { maxEntries: 50, maxTotalBytes: 1024 * 1024 },
    );
    return 'read';
  } catch (error) {
    if (error instanceof DocumentError) return error.code;
    throw error;
  }
}

describe('ZIP checks under damaged archives', { timeout: 2 * TIME + 10_000 }, () => {
  it('read the entries or refuse the archive with an archive.* error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(archive, damaged, fc.uint8Array({ maxLength: 400 })), async (zip) => {
        const outcome = await extract(zip);
        expect(outcome === 'read' || outcome.startsWith('archive.')).toBe(true);
      }),
      settings,
    );
  });
});
