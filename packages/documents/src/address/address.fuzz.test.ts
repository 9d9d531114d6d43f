import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPostalAddress } from './check-postal-address';
import { parsePostalAddress } from './parse-postal-address';

// Issue 21 "Property-based fuzzing": whatever text a window holds (any script, control characters, bidi marks,
// huge lines), reading and checking it as an address answers a result, valid or with its error key; nothing
// throws. `npm run bench -- fuzz` runs it longer (FUZZ_RUNS, FUZZ_MS).
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const TIME = Number(process.env.FUZZ_MS ?? 4000);
const settings = { numRuns: RUNS, interruptAfterTimeLimit: TIME, markInterruptAsFailure: false };

const line = fc.oneof(
  fc.constantFrom(
    'M. Jean Dupont',
    '12 rue de la Paix',
    '75002 PARIS',
    'FRANCE',
    'GERMANY',
    'Royaume-Uni',
    'SW1A 1AA LONDON',
    '10115 Berlin',
    'ישראל',
    'תל אביב 6100000',
    'CEDEX 08',
    'BP 123',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 10 }),
  fc.constant('x'.repeat(500)),
);
const text = fc
  .tuple(fc.array(line, { maxLength: 9 }), fc.constantFrom('\n', '\r\n', '\r', '\u2028'))
  .map(([lines, eol]) => lines.join(eol));
const country = fc.constantFrom('', 'FR', 'DE', 'GB', 'IL', 'US', 'XX', 'fr');
/** Addresses shaped as real ones (a name, a street, a town line, maybe a country) with random words in them. */
const word = fc.stringMatching(/^[A-Za-zÀ-ÿ'-]{1,12}$/);
const likely = fc
  .tuple(
    fc.array(word, { minLength: 1, maxLength: 4 }),
    fc.integer({ min: 1, max: 400 }),
    fc.array(word, { minLength: 1, maxLength: 4 }),
    fc.constantFrom(
      ['75002 PARIS', 'FR'],
      ['13001 MARSEILLE', 'FR'],
      ['10115 BERLIN', 'DE'],
      ['SW1A 1AA LONDON', 'GB'],
      ['1000 BRUXELLES', 'BE'],
    ),
    fc.constantFrom('', 'FRANCE', 'GERMANY', 'UNITED KINGDOM', 'BELGIQUE'),
  )
  .map(([name, number, street, [town, code], countryLine]) => ({
    text: [name.join(' '), `${number} ${street.join(' ')}`, town, countryLine].filter(Boolean).join('\n'),
    code,
  }));

describe('address reading and checking under any window text', { timeout: 2 * TIME + 10_000 }, () => {
  it('answers a result, valid or with its error key, never an exception', () => {
    fc.assert(
      fc.property(text, country, fc.integer({ min: 1, max: 9 }), (t, c, maxLines) => {
        const parsed = parsePostalAddress(t, { defaultCountry: c, maxLines });
        const check = checkPostalAddress(parsed, { maxLineLength: 38 });
        if (check.valid) {
          expect(check.lines.length).toBeGreaterThan(0);
          expect(check.countryCode).toMatch(/^[A-Z]{2}$/);
        } else {
          expect(check.errorKey).toMatch(/^address\./);
        }
      }),
      settings,
    );
  });

  it('reads a valid address again from the lines it prints: still valid, same country', () => {
    fc.assert(
      fc.property(likely, country, ({ text: t }, c) => {
        const first = checkPostalAddress(parsePostalAddress(t, { defaultCountry: c }));
        fc.pre(first.valid);
        const again = checkPostalAddress(parsePostalAddress(first.lines.join('\n'), { defaultCountry: c }));
        expect(again.valid).toBe(true);
        expect(again.countryCode).toBe(first.countryCode);
      }),
      settings,
    );
  });
});
