import { requirementFailureKey } from '@postbridge/domain';
import { describe, expect, it } from 'vitest';
import {
  checkPostalAddress,
  normalizePostalAddress,
  POSTAL_ADDRESS_ERROR_STATUS,
} from './check-postal-address';
import { parsePostalAddress } from './parse-postal-address';

const check = (text: string, defaultCountry = 'FR', handledCountries?: string[], maxLines?: number) =>
  checkPostalAddress(
    parsePostalAddress(text, { defaultCountry, ...(maxLines !== undefined && { maxLines }) }),
    handledCountries ? { handledCountries } : {},
  );

describe('checkPostalAddress', () => {
  it('accepts a well-written address as GOOD', () => {
    expect(check('Jean Dupont\n8 rue de la Paix\n75002 PARIS')).toEqual({
      valid: true,
      quality: 'GOOD',
      status: null,
      countryCode: 'FR',
      lines: ['Jean Dupont', '8 rue de la Paix', '75002 PARIS'],
      postalCode: '75002',
      city: 'PARIS',
    });
  });

  it.each([
    ['empty text', '  \n \n', 'address.notExtracted', 100],
    ['a country line only', 'FRANCE', 'address.notExtracted', 100],
    ['seven lines', 'A\nB\nC\nD\nE\n75002 PARIS\nFRANCE', 'address.tooManyLines', 151],
    ['a 4-digit French postcode', 'Jean Dupont\n8 rue de la Paix\n7500 PARIS', 'address.invalidFormat', 150],
    ['no town line', 'Jean Dupont\n8 rue de la Paix', 'address.incomplete', 300],
    ['a single line', '75002 PARIS', 'address.incomplete', 300],
    ['a bad Spanish postcode', 'Ana\nCalle 1\n99999 Madrid\nSpain', 'address.postcodeCountryMismatch', 150],
    ['an unknown US state', 'Jane\n1 Main St\nSpringfield, ZZ 62704\nUSA', 'address.invalidFormat', 150],
    ['an unknown country', 'Jean Dupont\n1 rue X\n75002 PARIS\nATLANTIS', 'address.unknownCountry', 200],
    ['two country lines', 'Jean\n1 rue X\n75002 PARIS\nFRANCE\nFRANKREICH', 'address.twoCountryLines', 200],
  ])('rejects %s', (_label, text, errorKey, status) => {
    const result = check(text);
    expect(result).toMatchObject({ valid: false, quality: 'BAD', errorKey, status });
    expect(requirementFailureKey(result.status)).toBe(String(status));
  });

  it('reports an undetected country when there is no country line and no default', () => {
    expect(check('Jean Dupont\n75002 PARIS', '')).toMatchObject({
      errorKey: 'address.countryUndetected',
      status: 200,
      countryCode: null,
    });
  });

  it('honours handledCountries and maxLines', () => {
    const german = 'Max\nUnter den Linden 1\n10117 Berlin\nGermany';
    expect(check(german, 'FR', ['FR'])).toMatchObject({
      errorKey: 'address.countryNotHandled',
      countryCode: 'DE',
    });
    // The country line, English here, is one a French post office reads: kept, in capitals.
    expect(check(german, 'FR', ['fr', 'de'])).toMatchObject({
      valid: true,
      quality: 'MODIFIED',
      lines: ['Max', 'Unter den Linden 1', '10117 Berlin', 'GERMANY'],
    });
    expect(check(german, 'FR', undefined, 3)).toMatchObject({ errorKey: 'address.tooManyLines' });
    // Every country is handled unless a channel says otherwise.
    expect(check('Jan\nul. Długa 1\n00-001 Warszawa\nPOLAND', 'FR', ['PL'])).toMatchObject({
      valid: true,
      quality: 'GOOD',
      countryCode: 'PL',
    });
  });

  it('maps every error key to a domain failure code', () => {
    expect(
      Object.values(POSTAL_ADDRESS_ERROR_STATUS).every((s) => requirementFailureKey(s) !== 'default'),
    ).toBe(true);
  });
});

describe('normalisation gives MODIFIED', () => {
  it.each([
    [
      'FR town in capitals without accents',
      'Jean\n1 rue X\n42000 Saint-Étienne',
      'FR',
      '42000 SAINT-ETIENNE',
    ],
    ['FR old country prefix', 'Jean\n1 rue X\nF-75002 Paris', 'FR', '75002 PARIS'],
    ['FR CEDEX line', 'Société X\nBP 12\n35000 Rennes Cedex 9', 'FR', '35000 RENNES CEDEX 9'],
    ['DE old country prefix', 'Max\nStraße 1\nD-10117 Berlin', 'DE', '10117 Berlin'],
    ['NL postcode spacing', 'Jan\nDamrak 1\n1012lg Amsterdam', 'NL', '1012 LG Amsterdam'],
    ['LU prefix and capitals', 'Paul\n2 rue X\n2240 Luxembourg', 'LU', 'L-2240 LUXEMBOURG'],
    ['GB postcode', 'John\n10 Downing Street\nLONDON\nsw1a2aa', 'GB', 'SW1A 2AA'],
    ['IE Eircode', 'Mary\n1 Grafton Street\nDublin 2\nd02x285', 'IE', 'D02 X285'],
    ['US state', 'Jane\n123 Main St\nSpringfield, il 62704', 'US', 'Springfield, IL 62704'],
    ['CA postal code', 'Post\n2701 Riverside Dr\nOttawa ON k1a0b1', 'CA', 'Ottawa ON K1A 0B1'],
    ['PT postcode', 'João\nRua Augusta 100\n1100 053 Lisboa', 'PT', '1100-053 Lisboa'],
  ])('%s', (_label, text, country, lastLine) => {
    const result = check(text, country);
    expect(result).toMatchObject({ valid: true, quality: 'MODIFIED', status: null, countryCode: country });
    expect(result.lines.at(-1)).toBe(lastLine);
  });

  it('leaves whitespace-only differences GOOD and keeps other lines', () => {
    const parsed = parsePostalAddress('  Jean   Dupont\n8  rue X\n75002   PARIS ', { defaultCountry: 'FR' });
    expect(normalizePostalAddress(parsed)).toEqual({
      lines: ['Jean Dupont', '8 rue X', '75002 PARIS'],
      modified: false,
      postalCode: '75002',
      city: 'PARIS',
    });
    expect(checkPostalAddress(parsed).quality).toBe('GOOD');
  });
});
