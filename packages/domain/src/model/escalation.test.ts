import { describe, expect, it } from 'vitest';
import { channelsAfter, startsFallback } from './escalation';

describe('digital-first escalation rules', () => {
  const channel = { fallbackOnStatuses: [-710] };
  it('starts a fallback on the channel’s own statuses, and for an escalating channel on its own', () => {
    expect(startsFallback(channel, { escalation: null }, -710)).toBe(true);
    expect(startsFallback(channel, { escalation: null }, -711)).toBe(false);
    expect(startsFallback(channel, { escalation: null }, 711)).toBe(false);
    const escalating = { escalation: { unopenedWorkingDays: 3 } };
    for (const code of [-710, -711, -712, 730, 711])
      expect(startsFallback(channel, escalating, code)).toBe(true);
    for (const code of [700, 710, 715, 716, -613])
      expect(startsFallback(channel, escalating, code)).toBe(false);
  });

  it('names the channels after one in strategy order, or in service order without a strategy', () => {
    const channels = ['E-mail', 'SMS', 'Registered mail'].map((label) => ({ label }));
    const strategy = {
      groups: [
        { name: 'a', serviceChannels: ['E-mail', 'SMS'], additionalCondition: null },
        { name: 'b', serviceChannels: ['Registered mail', 'E-mail'], additionalCondition: null },
      ],
    };
    expect(channelsAfter({ channels: channels as never, sendingStrategy: strategy }, 'E-mail')).toEqual([
      'SMS',
      'Registered mail',
    ]);
    expect(channelsAfter({ channels: channels as never, sendingStrategy: { groups: [] } }, 'SMS')).toEqual([
      'Registered mail',
    ]);
    expect(channelsAfter({ channels: channels as never, sendingStrategy: { groups: [] } }, 'Fax')).toEqual(
      [],
    );
  });
});
