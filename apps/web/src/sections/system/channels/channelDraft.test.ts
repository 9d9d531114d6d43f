import { describe, expect, it } from 'vitest';
import { validateChannel } from '@postbridge/domain';
import { newChannelDraft, retyped, saveBodyOf, tabOfPath, trackingExample } from './channelDraft';

describe('the channel draft', () => {
  it('puts each issue path on the tab of its field', () => {
    expect(tabOfPath('timeZone')).toBe('calendar');
    expect(tabOfPath('workingDays[2]')).toBe('calendar');
    expect(tabOfPath('outputFiles[1].options[0].optionId')).toBe('files');
    expect(tabOfPath('trackingProperties.url')).toBe('tracking');
    expect(tabOfPath('requirements[0].name')).toBe('requirements');
    expect(tabOfPath('regenerateExternalOutputToken')).toBe('provider');
    expect(tabOfPath('id')).toBe('general');
    expect(tabOfPath('')).toBe('general');
  });

  it('starts a new channel valid once named: a requirement of its type and one main output file', () => {
    const draft = newChannelDraft('SMS', 'Messages');
    expect(draft.requirements.map((r) => r.name)).toEqual(['recipientPhone']);
    expect(draft.outputFiles).toMatchObject([{ name: 'Messages', mainOutputFile: true }]);
    expect(validateChannel({ ...draft, name: '' }).map((i) => i.key)).toEqual(['channel.nameMandatory']);
    expect(validateChannel({ ...draft, name: 'Text messages' })).toEqual([]);
  });

  it('swaps the starting requirement when a new channel changes type, never one the user changed', () => {
    const draft = newChannelDraft('POSTAL_MAIL');
    expect(retyped(draft, 'EMAIL').requirements?.map((r) => r.name)).toEqual(['recipientEmail']);
    const edited = { ...draft, requirements: [{ ...draft.requirements[0]!, name: 'deliveryAddress' }] };
    expect(retyped(edited, 'EMAIL')).toEqual({ channelType: 'EMAIL' });
    expect(retyped({ ...draft, version: 2 }, 'EMAIL')).toEqual({ channelType: 'EMAIL' });
  });

  it('sends the working days in order', () => {
    expect(saveBodyOf({ ...newChannelDraft(), workingDays: [6, 1, 3] }).workingDays).toEqual([1, 3, 6]);
  });

  it('makes the tracking link of a sample number, or none without the placeholder', () => {
    expect(trackingExample('https://t.example/{number}?q={number}', '{number}', 'A 1')).toBe(
      'https://t.example/A%201?q=A%201',
    );
    expect(trackingExample('https://t.example/', '{number}', '1')).toBeNull();
    expect(trackingExample('https://t.example/', ' ', '1')).toBeNull();
  });
});
