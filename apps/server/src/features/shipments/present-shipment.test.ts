import { describe, expect, it } from 'vitest';
import { trackingUrlOf } from './present-shipment';

describe('trackingUrlOf', () => {
  const tracking = {
    url: 'https://track.example.com/{number}?lang=en',
    type: 'link' as const,
    placeholder: '{number}',
  };

  it('puts the tracking value, encoded, in place of every placeholder', () => {
    expect(trackingUrlOf(tracking, '1A 23/4')).toBe('https://track.example.com/1A%2023%2F4?lang=en');
    expect(
      trackingUrlOf({ ...tracking, url: 'https://t.example.com/{n}/{n}', placeholder: '{n}' }, 'X'),
    ).toBe('https://t.example.com/X/X');
  });

  it('gives no link without a value, a channel link, or a placeholder in it', () => {
    expect(trackingUrlOf(tracking, null)).toBeNull();
    expect(trackingUrlOf(undefined, 'X')).toBeNull();
    expect(trackingUrlOf({ ...tracking, url: 'https://track.example.com/' }, 'X')).toBeNull();
  });
});
