import { channelSchema, serviceSchema } from '@postbridge/domain';
import { describe, expect, it } from 'vitest';
import { planOrder, type PlannedPackGroup } from './plan-order';

const channel = (id: string, channelType: 'EMAIL' | 'POSTAL_MAIL') =>
  channelSchema.parse({
    id,
    channelType,
    name: id,
    providerName: 'simulator',
    requirements: [{ kind: 'recipient', name: 'mainPostalAddress', type: 'address' }],
  });
const channels = new Map([
  ['email', channel('email', 'EMAIL')],
  ['post', channel('post', 'POSTAL_MAIL')],
]);

const service = serviceSchema.parse({
  id: 's',
  type: 'SIMPLE_MULTIPLE',
  name: 'S',
  ouId: 'ou',
  channels: [
    {
      id: 'email',
      label: 'E-mail',
      shipmentRequirements: [{ kind: 'recipient', name: 'recipientEmail', type: 'text' }],
    },
    {
      id: 'post',
      label: 'Post',
      shipmentRequirements: [{ kind: 'recipient', name: 'mainPostalAddress', type: 'address' }],
    },
  ],
  sendingStrategy: {
    groups: [
      {
        name: 'Chose e-mail',
        serviceChannels: ['E-mail'],
        additionalCondition: {
          kind: 'matchesMainPreferences',
          identifier: { kind: 'metadataReference', name: 'customer' },
          preferences: ['EMAIL'],
        },
      },
      { name: 'Post', serviceChannels: ['Post'] },
    ],
  },
});

const group = (id: string, customer: string, addressValid = true): PlannedPackGroup => ({
  id,
  identifier: customer,
  requirements: {
    'E-mail/recipientEmail': { valid: true, error: null, value: `${customer}@example.org` },
    'Post/mainPostalAddress': {
      valid: addressValid,
      error: addressValid ? null : 'address.incomplete',
      value: 'x',
    },
  },
  metadata: { customer },
  metadataIssues: [],
});

describe('planOrder', () => {
  it('sends by e-mail the recipients who chose it, the others by post; a recipient no channel takes is listed', () => {
    const plan = planOrder({
      service,
      channels,
      packGroups: [group('g1', 'C1'), group('g2', 'C2'), group('g3', 'C3', false)],
      serviceChannelOptions: {},
      now: new Date('2026-11-20T10:00:00Z'),
      recipientChoices: new Map([['C1', { preference: 'EMAIL' as const, email: 'c1@example.org' }]]),
    });
    expect(plan.channels.map((c) => [c.serviceChannelLabel, c.packGroupIds])).toEqual([
      ['E-mail', ['g1']],
      ['Post', ['g2']],
    ]);
    expect(plan.notEligible).toEqual([
      { packGroupId: 'g3', reasons: [expect.objectContaining({ key: 'address.incomplete' })] },
    ]);
  });

  it('refuses an option the channel does not offer and a post date on a weekend', () => {
    const plan = planOrder({
      service,
      channels,
      packGroups: [group('g1', 'C1')],
      serviceChannelOptions: { Post: ['gold-paper'] },
      expectedPostDate: '2026-11-28',
      now: new Date('2026-11-20T10:00:00Z'),
    });
    expect(plan.issues.map((i) => i.key)).toEqual([
      'delivery.option.notOffered',
      'delivery.postDate.notAllowed',
    ]);
  });

  describe("a channel's destination countries", () => {
    const restricted = (countries: string[]) =>
      new Map([
        ['email', channel('email', 'EMAIL')],
        ['post', channelSchema.parse({ ...channel('post', 'POSTAL_MAIL'), destinationCountries: countries })],
      ]);
    const to = (id: string, countryCode: string | null): PlannedPackGroup => {
      const base = group(id, `C-${id}`);
      const address = { ...base.requirements['Post/mainPostalAddress']!, countryCode };
      return { ...base, requirements: { ...base.requirements, 'Post/mainPostalAddress': address } };
    };
    const plan = (countries: string[], packGroups: PlannedPackGroup[]) =>
      planOrder({
        service,
        channels: restricted(countries),
        packGroups,
        serviceChannelOptions: {},
        now: new Date('2026-11-20T10:00:00Z'),
      });

    it('carries letters to its countries only, and names the country of the others', () => {
      const result = plan(['FR', 'DE'], [to('g1', 'FR'), to('g2', 'CH'), to('g3', 'DE')]);
      expect(result.channels.map((c) => [c.serviceChannelLabel, c.packGroupIds])).toEqual([
        ['Post', ['g1', 'g3']],
      ]);
      expect(result.notEligible).toEqual([
        {
          packGroupId: 'g2',
          reasons: [
            {
              key: 'delivery.countryNotHandled',
              path: 'packGroups.g2.Post/mainPostalAddress',
              severity: 'error',
              params: { channel: 'Post', country: 'CH' },
            },
          ],
        },
      ]);
    });

    it('carries letters everywhere without a list, and none whose country is not known with one', () => {
      expect(plan([], [to('g1', 'CH'), to('g2', null)]).notEligible).toEqual([]);
      expect(plan(['FR'], [to('g1', null)]).notEligible).toEqual([
        {
          packGroupId: 'g1',
          reasons: [expect.objectContaining({ key: 'delivery.countryUnknown', params: { channel: 'Post' } })],
        },
      ]);
    });

    it('reports a refused address rather than its country', () => {
      const bad = to('g1', 'CH');
      bad.requirements['Post/mainPostalAddress'] = {
        ...bad.requirements['Post/mainPostalAddress']!,
        valid: false,
        error: 'address.invalidFormat',
      };
      expect(plan(['FR'], [bad]).notEligible[0]!.reasons.map((r) => r.key)).toEqual([
        'address.invalidFormat',
      ]);
    });
  });
});

describe('planOrder and print pre-flight', () => {
  // One strategy group trying the post first, then e-mail: a letter the post refuses goes by e-mail.
  const postFirst = serviceSchema.parse({
    ...service,
    sendingStrategy: { groups: [{ name: 'Any', serviceChannels: ['Post', 'E-mail'] }] },
  });
  const refused = (code: 'addressWindow' | 'lowResolution', severity: 'refuse' | 'warn') => ({
    code,
    severity,
    serviceChannels: ['Post'],
    inputFileId: 'f1',
    page: 1,
    area: { left: 150, top: 47, width: 30, height: 10 },
    params: {},
  });

  it('keeps a letter off the channel a finding refuses it on, the next channel of the strategy taking it', () => {
    const plan = planOrder({
      service: postFirst,
      channels,
      packGroups: [
        { ...group('g1', 'C1'), preflight: [refused('addressWindow', 'refuse')] },
        { ...group('g2', 'C2'), preflight: [refused('lowResolution', 'warn')] },
      ],
      serviceChannelOptions: {},
      now: new Date('2026-11-20T10:00:00Z'),
    });
    expect(plan.channels.map((c) => [c.serviceChannelLabel, c.packGroupIds])).toEqual([
      ['E-mail', ['g1']],
      ['Post', ['g2']],
    ]);
    expect(plan.notEligible).toEqual([]);
  });

  it('lists a letter no channel takes with the finding that refused it', () => {
    const plan = planOrder({
      service: serviceSchema.parse({ ...postFirst, channels: [service.channels[1]] }),
      channels,
      packGroups: [{ ...group('g1', 'C1'), preflight: [refused('addressWindow', 'refuse')] }],
      serviceChannelOptions: {},
      now: new Date('2026-11-20T10:00:00Z'),
    });
    expect(plan.notEligible).toEqual([
      {
        packGroupId: 'g1',
        reasons: [
          expect.objectContaining({
            key: 'preflight.addressWindow',
            path: 'packGroups.g1.preflight',
            params: expect.objectContaining({ channel: 'Post', page: 1 }),
          }),
        ],
      },
    ]);
  });
});
