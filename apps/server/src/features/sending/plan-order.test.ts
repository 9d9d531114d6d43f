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
});
