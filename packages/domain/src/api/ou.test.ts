import { describe, expect, it } from 'vitest';
import {
  isCidrRange,
  isCountryCode,
  isSiret,
  newOuFields,
  normaliseOuFields,
  ouFieldIssues,
  type OuFields,
} from './ou';

const fields: OuFields = newOuFields('root', 'North');
const pairs = (issues: { key: string; path: string }[]) => issues.map((i) => [i.key, i.path]);

describe('account rules', () => {
  it('accepts IPv4 and IPv6 CIDR ranges only', () => {
    for (const range of [
      '10.0.0.0/8',
      '192.168.1.7/32',
      '0.0.0.0/0',
      '2001:db8::/32',
      '::1/128',
      '::ffff:10.0.0.1/128',
    ]) {
      expect(isCidrRange(range), range).toBe(true);
    }
    for (const range of [
      '10.0.0.0',
      '10.0.0.0/33',
      '10.0.0.256/8',
      '2001:db8::/129',
      'a:b:c/8',
      '1:2:3:4:5:6:7:8:9/64',
      'intranet/8',
      '',
    ]) {
      expect(isCidrRange(range), range).toBe(false);
    }
  });

  it('checks SIRET keys and country codes', () => {
    expect(isSiret('73282932000074')).toBe(true);
    expect(isSiret('73282932000075')).toBe(false);
    expect(isSiret('7328293200007')).toBe(false);
    expect(isCountryCode('FR')).toBe(true);
    expect(isCountryCode('ZZ')).toBe(false);
    expect(isCountryCode('fr')).toBe(false);
  });

  it('treats a data delay of 0 as unlimited retention, after any file delay', () => {
    expect(
      ouFieldIssues('id', { ...fields, freezeDelayDays: 5, fileDelayDays: 30, dataDelayDays: 0 }),
    ).toEqual([]);
    expect(pairs(ouFieldIssues('id', { ...fields, fileDelayDays: 30, dataDelayDays: 10 }))).toEqual([
      ['ou.delays', 'fileDelayDays'],
    ]);
  });

  it('names each bad range, tag value and address country', () => {
    const issues = ouFieldIssues('id', {
      ...fields,
      allowedAddressRanges: ['10.0.0.0/8', 'office'],
      returnAddress: { addressLines: ['1 rue X'], countryCode: null },
      tagLists: [
        {
          name: 'A',
          freeValueAllowed: false,
          values: [
            { label: 'x', value: '1' },
            { label: 'y', value: '1' },
          ],
        },
        { name: 'a', freeValueAllowed: false, values: [] },
      ],
    });
    expect(pairs(issues)).toEqual([
      ['admin.accounts.issue.countryMandatory', 'returnAddress.countryCode'],
      ['admin.accounts.issue.rangeInvalid', 'allowedAddressRanges[1]'],
      ['admin.accounts.issue.tagValueTaken', 'tagLists[0].values[1].value'],
      ['admin.accounts.issue.tagListNameTaken', 'tagLists[1].name'],
    ]);
  });

  it('normalises blanks to null and drops empty lines', () => {
    const normal = normaliseOuFields({
      ...fields,
      name: ' North ',
      emailAddress: ' ',
      siret: '732 829 320 00074',
      defaultMailCountry: 'be',
      allowedAddressRanges: ['10.0.0.0/8', ' ', ''],
      senderAddress: { addressLines: ['', ' '], countryCode: '' },
    });
    expect(normal).toMatchObject({
      name: 'North',
      emailAddress: null,
      siret: '73282932000074',
      defaultMailCountry: 'BE',
      allowedAddressRanges: ['10.0.0.0/8'],
      senderAddress: null,
    });
  });
});
