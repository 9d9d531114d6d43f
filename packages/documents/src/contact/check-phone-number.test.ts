import { describe, expect, it } from 'vitest';
import { checkPhoneNumber } from './check-phone-number';

describe('checkPhoneNumber', () => {
  it('keeps a number already in E.164 as GOOD', () => {
    expect(checkPhoneNumber('+33612345678', 'FR')).toEqual({
      valid: true,
      quality: 'GOOD',
      value: '+33612345678',
      countryCode: 'FR',
    });
  });

  it.each([
    ['a national French number', '06 12 34 56 78', 'FR', '+33612345678', 'FR'],
    ['a spaced international number', ' +33 6 12 34 56 78 ', 'FR', '+33612345678', 'FR'],
    ['a German landline', '030 1234567', 'de', '+49301234567', 'DE'],
    ['a UK number with its trunk zero', '+44 (0)20 7946 0958', 'FR', '+442079460958', 'GB'],
    ['a US number', '(202) 555-0125', 'US', '+12025550125', 'US'],
    ['an extension, dropped', '01 23 45 67 89 ext. 12', 'FR', '+33123456789', 'FR'],
  ])('rewrites %s to E.164 as MODIFIED', (_label, text, country, value, countryCode) => {
    expect(checkPhoneNumber(text, country)).toEqual({ valid: true, quality: 'MODIFIED', value, countryCode });
  });

  it('accepts a number of another country than the default one when it carries its prefix', () => {
    expect(checkPhoneNumber('+49 30 1234567', 'FR')).toMatchObject({
      valid: true,
      value: '+49301234567',
      countryCode: 'DE',
    });
    // A non-geographic number has no country.
    expect(checkPhoneNumber('+800 1234 5678', 'FR')).toMatchObject({ valid: true, countryCode: null });
  });

  it('refuses a number of another country than the required one', () => {
    expect(checkPhoneNumber('+49 30 1234567', 'FR', { countryCode: 'FR' })).toEqual({
      valid: false,
      quality: 'BAD',
      errorKey: 'phone.countryNotHandled',
      value: '+49 30 1234567',
      countryCode: 'DE',
    });
    expect(checkPhoneNumber('+800 1234 5678', 'FR', { countryCode: 'fr' }).errorKey).toBe(
      'phone.countryNotHandled',
    );
    // A national number is read in the required country, whatever the default one.
    expect(checkPhoneNumber('030 1234567', 'FR', { countryCode: 'DE' })).toMatchObject({
      valid: true,
      value: '+49301234567',
    });
    expect(checkPhoneNumber('+33 6 12 34 56 78', 'DE', { countryCode: 'FR' }).valid).toBe(true);
  });

  it.each([
    ['', 'FR', 'phone.empty'],
    [' \n', 'FR', 'phone.empty'],
    ['not a number', 'FR', 'phone.invalidFormat'],
    ['Tel: 06 12 34 56 78', 'FR', 'phone.invalidFormat'],
    ['0612', 'FR', 'phone.invalidFormat'],
    ['06 12 34 56 78 90 12', 'FR', 'phone.invalidFormat'],
    // Right length, but not in any range of French numbers.
    ['+33 0 12 34 56 78', 'FR', 'phone.invalidFormat'],
    ['06 12 34 56 78', '', 'phone.countryUndetected'],
    ['06 12 34 56 78', 'XX', 'phone.countryUndetected'],
    ['06 12 34 56 78', null, 'phone.countryUndetected'],
  ])('refuses %j (default country %j) with %s', (text, country, errorKey) => {
    expect(checkPhoneNumber(text, country)).toMatchObject({
      valid: false,
      quality: 'BAD',
      errorKey,
      value: text.trim(),
    });
  });
});
