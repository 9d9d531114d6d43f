import { describe, expect, it } from 'vitest';
import type { ChannelRequirement, PackGroup } from '@postbridge/domain';
import {
  canEdit,
  canForce,
  checkStatusOf,
  editBodyFor,
  failureCodeOf,
  groupCheckStatus,
  packGroupCounts,
  requirementEntries,
} from './requirements';

const requirement = (name: string, overrides: Partial<ChannelRequirement> = {}): ChannelRequirement => ({
  kind: 'recipient',
  name,
  type: 'address',
  content: null,
  editableValue: false,
  editableConfiguration: false,
  validation: null,
  validationParameters: {},
  forceValidation: false,
  ...overrides,
});

const value = (status: string, valid = ['GOOD', 'MODIFIED', 'FORCED'].includes(status)) => ({
  value: 'x',
  status,
  valid,
  error: valid ? null : 'address.incomplete',
  countryCode: 'FR',
  type: 'address' as const,
});

const service = {
  packRequirements: {
    content: [requirement('reference', { type: 'text', editableValue: true })],
    editableValue: false,
    editableConfiguration: false,
  },
  channels: [
    {
      id: 'post',
      label: 'Simple mail',
      escalation: null,
      shipmentRequirements: [requirement('mainPostalAddress', { forceValidation: true })],
      outputFileConfiguration: {
        outputFileId: null,
        forceAddressPage: false,
        options: [],
        compositionOperations: [],
      },
    },
  ],
};

describe('requirement values of a pack group', () => {
  it('reads the check status and the failure code', () => {
    expect(checkStatusOf(value('GOOD'))).toBe('GOOD');
    expect(checkStatusOf(value('MODIFIED'))).toBe('MODIFIED');
    expect(checkStatusOf(value('FORCED'))).toBe('FORCED');
    expect(checkStatusOf(value('300'))).toBe('BAD');
    expect(failureCodeOf(value('300'))).toBe('300');
    expect(failureCodeOf(value('error'))).toBe('error');
    expect(failureCodeOf(value('999'))).toBe('other');
    expect(failureCodeOf(value('GOOD'))).toBeNull();
  });

  it('gives a pack group the worst status of its values', () => {
    expect(groupCheckStatus({ requirements: { a: value('GOOD'), b: value('FORCED') } })).toBe('FORCED');
    expect(groupCheckStatus({ requirements: { a: value('300'), b: value('MODIFIED') } })).toBe('BAD');
    expect(groupCheckStatus({ requirements: {} })).toBeNull();
  });

  it('pairs each value with its definition, pack requirements first', () => {
    const entries = requirementEntries(
      {
        requirements: {
          'Simple mail/mainPostalAddress': value('300'),
          reference: { ...value('GOOD'), type: 'text' },
          gone: value('GOOD'),
        },
      },
      service,
    );
    expect(entries.map((e) => [e.key, e.channelLabel, e.definition?.name ?? null])).toEqual([
      ['reference', null, 'reference'],
      ['Simple mail/mainPostalAddress', 'Simple mail', 'mainPostalAddress'],
      ['gone', null, null],
    ]);
    const [reference, address, gone] = entries as [
      (typeof entries)[0],
      (typeof entries)[0],
      (typeof entries)[0],
    ];
    // A GOOD value is edited only when its requirement allows it; a refused one always.
    expect(canEdit(reference)).toBe(true);
    expect(canEdit(address)).toBe(true);
    expect(canEdit({ ...address, result: value('GOOD') })).toBe(false);
    expect(canEdit(gone)).toBe(false);
    expect(canForce(address)).toBe(false);
    expect(canForce(reference)).toBe(true);
  });

  it('sends one edited value under its pack or channel requirement', () => {
    expect(
      editBodyFor({ version: 3 }, { name: 'reference', channelLabel: null }, { value: 'R1', forced: false }),
    ).toEqual({
      version: 3,
      rawPackRequirements: { reference: { value: 'R1', forced: false } },
      rawShipmentRequirements: {},
    });
    expect(
      editBodyFor(
        { version: 3 },
        { name: 'mainPostalAddress', channelLabel: 'Simple mail' },
        { value: 'A', forced: true },
      ),
    ).toEqual({
      version: 3,
      rawPackRequirements: {},
      rawShipmentRequirements: { 'Simple mail': { mainPostalAddress: { value: 'A', forced: true } } },
    });
  });

  it('counts groups, pages, documents and statuses, leaving rejected groups out of the statuses', () => {
    const group = (state: string, status: string, pageCount: number, packs: number) =>
      ({
        state,
        pageCount,
        packs: Array.from({ length: packs }, (_, i) => ({ id: String(i) })),
        requirements: { a: value(status) },
      }) as unknown as PackGroup;
    expect(
      packGroupCounts([
        group('CREATED', 'GOOD', 2, 1),
        group('CREATED', '300', 3, 2),
        group('REJECTED', '300', 1, 1),
      ]),
    ).toEqual({
      groups: 3,
      pages: 6,
      documents: 4,
      rejected: 1,
      byStatus: { GOOD: 1, MODIFIED: 0, FORCED: 0, BAD: 1 },
    });
  });
});
