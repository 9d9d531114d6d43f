import { serviceSchema, type Condition } from '@postbridge/domain';
import { describe, expect, it } from 'vitest';
import { fallbackCandidates } from './fallback-route';

const channel = (label: string) => ({ id: label.toLowerCase(), label });
const yes: Condition = { kind: 'empty', operand: { kind: 'constant', value: '' } };
const no: Condition = { kind: 'not', condition: yes };
// The schema copies conditions: `yes` is told by its shape.
const holds = (c: Condition) => c.kind === 'empty';

const service = (groups: { serviceChannels: string[]; additionalCondition?: Condition }[]) =>
  serviceSchema.parse({
    id: 's',
    type: 'SIMPLE_MULTIPLE',
    name: 's',
    ouId: 'ou',
    channels: ['E-mail', 'Safe', 'Letter', 'Registered', 'SMS'].map(channel),
    sendingStrategy: { groups: groups.map((g, i) => ({ name: `g${i}`, ...g })) },
  });

describe('fallbackCandidates', () => {
  it('tries the channels after the failed one in its group, then the later groups whose condition holds', () => {
    const s = service([
      { serviceChannels: ['E-mail', 'Safe'], additionalCondition: yes },
      { serviceChannels: ['SMS'], additionalCondition: no },
      { serviceChannels: ['Letter', 'Registered'] },
    ]);
    expect(fallbackCandidates(s, 'E-mail', holds)).toEqual(['Safe', 'Letter', 'Registered']);
    expect(fallbackCandidates(s, 'Safe', holds)).toEqual(['Letter', 'Registered']);
    expect(fallbackCandidates(s, 'Letter', holds)).toEqual(['Registered']);
    expect(fallbackCandidates(s, 'Registered', holds)).toEqual([]);
  });

  it('never goes back up the strategy and knows no channel the strategy does not name', () => {
    const s = service([{ serviceChannels: ['Letter'] }, { serviceChannels: ['E-mail'] }]);
    expect(fallbackCandidates(s, 'E-mail', holds)).toEqual([]);
    expect(fallbackCandidates(s, 'SMS', holds)).toEqual([]);
  });

  it('reads on from the group the failed channel was chosen in: the first naming it whose condition holds', () => {
    const s = service([
      { serviceChannels: ['E-mail', 'SMS'], additionalCondition: no },
      { serviceChannels: ['Safe', 'E-mail', 'Letter'], additionalCondition: yes },
      { serviceChannels: ['Registered'] },
    ]);
    expect(fallbackCandidates(s, 'E-mail', holds)).toEqual(['Letter', 'Registered']);
  });

  it('uses the service channels in order when the service has no strategy', () => {
    expect(fallbackCandidates(service([]), 'Safe', holds)).toEqual(['Letter', 'Registered', 'SMS']);
  });
});
