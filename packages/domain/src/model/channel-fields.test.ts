import { describe, expect, it } from 'vitest';
import {
  CHANNEL_REQUIREMENT_NAMES,
  CHANNEL_REQUIREMENT_TYPES,
  FIELD_KINDS,
  FIELD_KIND_INFO,
  TEXT_FIELD_KINDS,
  fieldKindOfRequirementName,
  isReservedRequirementName,
} from './channel-fields';

describe('field kinds and requirement names', () => {
  it('pairs each field kind with a distinct requirement name, covering all names', () => {
    const names = FIELD_KINDS.map((k) => FIELD_KIND_INFO[k].requirementName);
    expect([...names].sort()).toEqual([...CHANNEL_REQUIREMENT_NAMES].sort());
    for (const kind of FIELD_KINDS)
      expect(fieldKindOfRequirementName(FIELD_KIND_INFO[kind].requirementName)).toBe(kind);
    expect(fieldKindOfRequirementName('invoiceNumber')).toBeUndefined();
  });

  it('gives the postal kinds the address type and the role in their name', () => {
    for (const kind of FIELD_KINDS) {
      const info = FIELD_KIND_INFO[kind];
      if (kind.startsWith('POSTAL_ADDRESS_')) {
        expect(info.requirementType).toBe('address');
        expect(info.role).toBe(kind.slice('POSTAL_ADDRESS_'.length));
      }
      expect(CHANNEL_REQUIREMENT_TYPES).toContain(info.requirementType);
      expect(TEXT_FIELD_KINDS).toContain(info.textKind);
    }
    expect(FIELD_KIND_INFO.EMAIL_BODY.textKind).toBe('HTML');
    expect(FIELD_KIND_INFO.PHONE_NUMBER_RECIPIENT.requirementType).toBe('phone');
  });
});

describe('isReservedRequirementName', () => {
  it('reserves the built-in names, ignoring surrounding blanks', () => {
    for (const name of CHANNEL_REQUIREMENT_NAMES) expect(isReservedRequirementName(name)).toBe(true);
    expect(isReservedRequirementName(' subject ')).toBe(true);
  });

  it('leaves other names free, case included', () => {
    expect(isReservedRequirementName('customerNumber')).toBe(false);
    expect(isReservedRequirementName('Subject')).toBe(false);
    expect(isReservedRequirementName('')).toBe(false);
  });
});
