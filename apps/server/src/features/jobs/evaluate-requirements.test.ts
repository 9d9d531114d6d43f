import { channelRequirementSchema } from '@postbridge/domain';
import { describe, expect, it } from 'vitest';
import {
  addressCheckOf,
  checkRequirementValue,
  forceRequirementValue,
  type RequirementResult,
} from './evaluate-requirements';

const requirement = (fields: object) =>
  channelRequirementSchema.parse({ kind: 'recipient', name: 'custom', type: 'text', ...fields });
const check = (fields: object, value: string | null) =>
  checkRequirementValue(requirement(fields), value, { defaultCountry: 'FR' });

describe('checkRequirementValue', () => {
  it('checks postal addresses with their failure codes', () => {
    const address = { name: 'mainPostalAddress', type: 'address' };
    expect(check(address, 'Jean Dupont\n8 rue de la Paix\n75002 paris')).toEqual({
      value: 'Jean Dupont\n8 rue de la Paix\n75002 PARIS',
      status: 'MODIFIED',
      valid: true,
      error: null,
      countryCode: 'FR',
      type: 'address',
    });
    expect(check(address, null)).toMatchObject({ status: '100', error: 'address.notExtracted' });
    expect(check(address, 'Jean Dupont\n8 rue de la Paix\n7500 PARIS')).toMatchObject({
      status: '150',
      error: 'address.invalidFormat',
    });
    expect(check(address, 'Somebody\nNowhere street')).toMatchObject({
      status: '300',
      error: 'address.incomplete',
    });
    expect(check(address, '75002 PARIS')).toMatchObject({ status: '300', error: 'address.incomplete' });
    // Every country the format data knows is handled; the country line is written for the sending office.
    expect(check(address, 'Jan\nul. Długa 1\n00-001 Warszawa\nPolska')).toMatchObject({
      value: 'Jan\nul. Długa 1\n00-001 Warszawa\nPOLOGNE',
      status: 'MODIFIED',
      countryCode: 'PL',
    });
  });

  it("reads an address without a country line in the sending account's country, and never in another", () => {
    const address = requirement({ name: 'mainPostalAddress', type: 'address' });
    const german = 'Herrn Max Mustermann\nKönigsallee 1\n40213 Düsseldorf';
    expect(checkRequirementValue(address, german, { defaultCountry: 'DE' })).toMatchObject({
      value: german,
      status: 'GOOD',
      countryCode: 'DE',
    });
    const swiss = 'Hans Meier\nBahnhofstrasse 10\n8001 Zürich';
    expect(checkRequirementValue(address, swiss, { defaultCountry: 'DE' })).toMatchObject({
      status: '150',
      error: 'address.invalidFormat',
      countryCode: 'DE',
    });
    expect(checkRequirementValue(address, swiss, { defaultCountry: 'CH' })).toMatchObject({
      status: 'GOOD',
      countryCode: 'CH',
    });
    // An account without a country reads only addresses that name theirs.
    expect(checkRequirementValue(address, german, { defaultCountry: '' })).toMatchObject({
      status: '200',
      error: 'address.countryUndetected',
    });
  });

  it('applies the maxLines and maxLineLength validation parameters of an address', () => {
    const address = (validationParameters: object) => ({ type: 'address', validationParameters });
    // 37 characters: within La Poste's 38 (packages/documents/src/address/line-limits.ts), beyond the requirement's 30.
    const text = 'Jean Dupont\nRésidence du Parc, bâtiment C, esc. 2\n75002 PARIS';
    expect(check(address({}), text).valid).toBe(true);
    expect(check(address({ maxLineLength: '30' }), text)).toMatchObject({
      status: '150',
      error: 'address.lineTooLong',
    });
    expect(check(address({ maxLines: '2' }), text)).toMatchObject({
      status: '151',
      error: 'address.tooManyLines',
    });
    expect(check(address({ maxLines: 'many', maxLineLength: '0' }), text).valid).toBe(true);
  });

  it('checks e-mail and phone values, and keeps other values as given', () => {
    expect(check({ name: 'recipientEmail' }, ' Ada@Example.com')).toMatchObject({
      value: 'Ada@example.com',
      status: 'MODIFIED',
      type: 'text',
    });
    expect(check({ validation: 'emailAddress' }, 'nope')).toMatchObject({
      status: '150',
      error: 'email.invalidFormat',
    });
    const phone = { type: 'phone', validationParameters: { countryCode: 'FR' } };
    expect(check(phone, '06 12 34 56 78')).toMatchObject({ value: '+33612345678', status: 'MODIFIED' });
    expect(check(phone, '+49 30 1234567')).toMatchObject({ status: '200', error: 'phone.countryNotHandled' });
    expect(check(phone, null)).toMatchObject({ status: '100', error: 'phone.empty' });
    expect(check({ type: 'multiline' }, 'any\ntext')).toEqual({
      value: 'any\ntext',
      status: 'GOOD',
      valid: true,
      error: null,
      countryCode: null,
      type: 'multiline',
    });
  });
});

describe('forceRequirementValue and addressCheckOf', () => {
  const bad = check({ type: 'address' }, 'Somebody\nNowhere street');

  it('keeps a refused value as FORCED unless the requirement forbids it', () => {
    expect(forceRequirementValue(bad, { forceValidation: false }, 'Somebody\nNowhere street')).toMatchObject({
      status: 'FORCED',
      valid: true,
      error: 'address.incomplete',
    });
    expect(forceRequirementValue(bad, { forceValidation: true }, 'x')).toBe(bad);
    const good = check({}, 'text');
    expect(forceRequirementValue(good, { forceValidation: false }, 'other')).toBe(good);
  });

  it('gives the pack group address quality GOOD, MODIFIED, FORCED or BAD', () => {
    const quality = (address: RequirementResult) =>
      addressCheckOf({ subject: check({}, 'Hello'), 'Post/mainPostalAddress': address });
    expect(quality(check({ type: 'address' }, 'Jean Dupont\n8 rue de la Paix\n75002 PARIS'))).toEqual({
      quality: 'GOOD',
      error: null,
    });
    expect(quality(bad)).toEqual({ quality: 'BAD', error: 'address.incomplete' });
    expect(quality(forceRequirementValue(bad, { forceValidation: false }, 'x'))).toEqual({
      quality: 'FORCED',
      error: 'address.incomplete',
    });
    expect(addressCheckOf({ subject: check({}, 'Hello') })).toBeUndefined();
  });
});
