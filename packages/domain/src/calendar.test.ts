import { describe, expect, it } from 'vitest';
import { channelSchema, type ChannelInput } from './api/channels';
import {
  channelCutoffAt,
  cutoffOf,
  earliestPostDate,
  escalationDeadline,
  isKnownTimeZone,
  isPostDateAllowed,
} from './calendar';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

/** The demo simple-mail channel's calendar: Mon–Fri, 1 production day, cutoff 16:00 in Paris, 30 days ahead. */
const channel = (overrides: Partial<ChannelInput> = {}) =>
  channelSchema.parse({
    id: 'c',
    channelType: 'POSTAL_MAIL',
    name: 'Simple mail',
    providerName: 'simulator',
    cutoffTime: '16:00',
    timeZone: 'Europe/Paris',
    minProductionDays: 1,
    maxFutureDays: 30,
    ...overrides,
  });
const paris = channel();
const newYork = channel({ timeZone: 'America/New_York' });
const unknownZone = channel({ timeZone: 'Mars/Olympus_Mons', cutoffTime: '09:00' });

describe('isKnownTimeZone', () => {
  it('knows IANA zones and UTC, not made-up or blank ones', () => {
    expect(isKnownTimeZone('Europe/Paris')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});

describe('channelCutoffAt: today’s cutoff in the channel’s zone', () => {
  it('reads the wall clock of the zone, winter and summer', () => {
    // Friday 20 November 2026: Paris is UTC+1, New York UTC-5.
    expect(channelCutoffAt(paris, at('2026-11-20T10:00:00Z'))).toEqual(at('2026-11-20T15:00:00Z'));
    expect(channelCutoffAt(newYork, at('2026-11-20T10:00:00Z'))).toEqual(at('2026-11-20T21:00:00Z'));
    // 1 July: Paris is UTC+2, New York UTC-4.
    expect(channelCutoffAt(paris, at('2026-07-01T08:00:00Z'))).toEqual(at('2026-07-01T14:00:00Z'));
    expect(channelCutoffAt(newYork, at('2026-07-01T08:00:00Z'))).toEqual(at('2026-07-01T20:00:00Z'));
  });

  it('takes the day `now` falls on in the zone, not in UTC', () => {
    // 23:30 UTC on Friday is already Saturday 00:30 in Paris, still Friday 18:30 in New York.
    expect(channelCutoffAt(paris, at('2026-11-20T23:30:00Z'))).toEqual(at('2026-11-21T15:00:00Z'));
    expect(channelCutoffAt(newYork, at('2026-11-20T23:30:00Z'))).toEqual(at('2026-11-20T21:00:00Z'));
  });

  it('handles the days clocks change', () => {
    // Paris, Sunday 29 March 2026: 02:00 CET becomes 03:00 CEST (01:00 UTC).
    expect(channelCutoffAt(paris, at('2026-03-29T00:30:00Z'))).toEqual(at('2026-03-29T14:00:00Z'));
    // 02:30 does not exist that day: the cutoff moves forward by the jump, to 03:30 CEST.
    const skipped = channel({ cutoffTime: '02:30' });
    expect(channelCutoffAt(skipped, at('2026-03-29T00:30:00Z'))).toEqual(at('2026-03-29T01:30:00Z'));
    // Sunday 25 October 2026: 03:00 CEST becomes 02:00 CET; 02:30 happens twice, the first one counts.
    expect(channelCutoffAt(skipped, at('2026-10-25T00:10:00Z'))).toEqual(at('2026-10-25T00:30:00Z'));
    expect(channelCutoffAt(paris, at('2026-10-25T10:00:00Z'))).toEqual(at('2026-10-25T15:00:00Z'));
    // New York, Sunday 8 March 2026: EST becomes EDT at 07:00 UTC.
    expect(channelCutoffAt(newYork, at('2026-03-08T12:00:00Z'))).toEqual(at('2026-03-08T20:00:00Z'));
    expect(channelCutoffAt(newYork, at('2026-03-07T12:00:00Z'))).toEqual(at('2026-03-07T21:00:00Z'));
  });

  it('has none without a cutoff time or with an unknown zone', () => {
    expect(channelCutoffAt(channel({ cutoffTime: null }), at('2026-11-20T10:00:00Z'))).toBeNull();
    expect(channelCutoffAt(unknownZone, at('2026-11-20T10:00:00Z'))).toBeNull();
  });
});

describe('cutoffOf (docs/product.md §5 "Cutoff")', () => {
  it('answers the milliseconds left until the earliest cutoff of today', () => {
    expect(cutoffOf([paris], at('2026-11-20T10:00:00Z'))).toBe(5 * HOUR);
    expect(cutoffOf([newYork, paris], at('2026-11-20T10:00:00Z'))).toBe(5 * HOUR);
    expect(cutoffOf([newYork], at('2026-11-20T10:00:00Z'))).toBe(11 * HOUR);
  });

  it('answers -1 once the earliest cutoff is reached, from the cutoff minute on', () => {
    expect(cutoffOf([paris], at('2026-11-20T14:59:59.999Z'))).toBe(1);
    expect(cutoffOf([paris], at('2026-11-20T15:00:00Z'))).toBe(-1);
    // Paris has passed its cutoff although New York has not: the earliest one counts.
    expect(cutoffOf([newYork, paris], at('2026-11-20T16:00:00Z'))).toBe(-1);
  });

  it('compares each channel’s own today', () => {
    // Paris is on Saturday (cutoff in 15.5 h) while New York's Friday cutoff has passed.
    expect(cutoffOf([paris], at('2026-11-20T23:30:00Z'))).toBe(15.5 * HOUR);
    expect(cutoffOf([paris, newYork], at('2026-11-20T23:30:00Z'))).toBe(-1);
    // New York at 23:00 EDT on 8 March: its cutoff of the day (20:00 UTC) has passed.
    expect(cutoffOf([newYork], at('2026-03-09T03:00:00Z'))).toBe(-1);
  });

  it('ignores unknown zones and channels without a cutoff; none at all answers null', () => {
    expect(cutoffOf([unknownZone, paris], at('2026-11-20T10:00:00Z'))).toBe(5 * HOUR);
    expect(cutoffOf([unknownZone], at('2026-11-20T10:00:00Z'))).toBeNull();
    expect(cutoffOf([channel({ cutoffTime: null })], at('2026-11-20T10:00:00Z'))).toBeNull();
    expect(cutoffOf([], at('2026-11-20T10:00:00Z'))).toBeNull();
  });
});

describe('earliestPostDate', () => {
  it('counts production days from today before the cutoff, from the next working day after it', () => {
    expect(earliestPostDate(paris, at('2026-11-18T10:00:00Z'))).toBe('2026-11-19'); // Wednesday → Thursday
    expect(earliestPostDate(paris, at('2026-11-20T10:00:00Z'))).toBe('2026-11-23'); // Friday → Monday
    expect(earliestPostDate(paris, at('2026-11-20T15:00:00Z'))).toBe('2026-11-24'); // after the cutoff
  });

  it('skips weekends: a deposit on Saturday counts from Monday', () => {
    expect(earliestPostDate(paris, at('2026-11-21T09:00:00Z'))).toBe('2026-11-24');
    expect(earliestPostDate(channel({ minProductionDays: 0 }), at('2026-11-22T09:00:00Z'))).toBe(
      '2026-11-23',
    );
  });

  it('adds the additional production days to the minimum ones', () => {
    const slow = channel({ minProductionDays: 1, additionalProductionDays: 2 });
    expect(earliestPostDate(slow, at('2026-11-18T10:00:00Z'))).toBe('2026-11-23');
  });

  it('can post today without production days, before the cutoff or without one', () => {
    const sameDay = channel({ minProductionDays: 0 });
    expect(earliestPostDate(sameDay, at('2026-11-18T10:00:00Z'))).toBe('2026-11-18');
    expect(earliestPostDate(sameDay, at('2026-11-18T16:00:00Z'))).toBe('2026-11-19');
    expect(
      earliestPostDate(channel({ minProductionDays: 0, cutoffTime: null }), at('2026-11-18T22:00:00Z')),
    ).toBe('2026-11-18');
  });

  it('follows the channel’s working days and zone; an unknown zone counts in UTC', () => {
    const weekend = channel({ workingDays: [6, 7], minProductionDays: 0, cutoffTime: null });
    expect(earliestPostDate(weekend, at('2026-11-18T10:00:00Z'))).toBe('2026-11-21');
    // 23:30 UTC on Friday: already Saturday in Paris, still Friday in UTC.
    const late = { minProductionDays: 0, cutoffTime: null };
    expect(earliestPostDate(channel(late), at('2026-11-20T23:30:00Z'))).toBe('2026-11-23');
    expect(earliestPostDate(channel({ ...late, timeZone: 'Nowhere/Land' }), at('2026-11-20T23:30:00Z'))).toBe(
      '2026-11-20',
    );
  });

  it('crosses a change of clocks without losing a day', () => {
    // Friday 27 March 2026 after the cutoff, Paris goes to summer time on Sunday.
    expect(earliestPostDate(paris, at('2026-03-27T16:00:00Z'))).toBe('2026-03-31');
  });
});

describe('isPostDateAllowed', () => {
  const now = at('2026-11-20T10:00:00Z'); // Friday, before the cutoff: earliest Monday 23

  it('accepts working days from the earliest post date to maxFutureDays ahead', () => {
    expect(isPostDateAllowed(paris, '2026-11-23', now)).toBe(true);
    expect(isPostDateAllowed(paris, '2026-11-24', now)).toBe(true);
    expect(isPostDateAllowed(paris, '2026-12-18', now)).toBe(true); // 28 days ahead
  });

  it('refuses earlier days, non-working days and days beyond maxFutureDays', () => {
    expect(isPostDateAllowed(paris, '2026-11-20', now)).toBe(false);
    expect(isPostDateAllowed(paris, '2026-11-28', now)).toBe(false); // Saturday
    expect(isPostDateAllowed(paris, '2026-12-21', now)).toBe(false); // 31 days ahead
    expect(isPostDateAllowed(channel({ maxFutureDays: 31 }), '2026-12-21', now)).toBe(true);
  });

  it('refuses what is not a day', () => {
    expect(isPostDateAllowed(paris, '2026-02-30', now)).toBe(false);
    expect(isPostDateAllowed(paris, '23/11/2026', now)).toBe(false);
  });
});

describe('escalationDeadline (docs/domain-decisions.md "Digital-first escalation")', () => {
  const weekdays = { workingDays: [1, 2, 3, 4, 5], timeZone: 'Europe/Paris' };
  it('counts working days after the day it starts, at the same wall-clock time', () => {
    // Friday 20 November 2026, 11:00 in Paris: 2 working days → Tuesday 24 November, 11:00 in Paris.
    expect(escalationDeadline(weekdays, new Date('2026-11-20T10:00:00Z'), 2).toISOString()).toBe(
      '2026-11-24T10:00:00.000Z',
    );
    // Saturday counts nothing: 1 working day → Monday.
    expect(escalationDeadline(weekdays, new Date('2026-11-21T08:30:15Z'), 1).toISOString()).toBe(
      '2026-11-23T08:30:15.000Z',
    );
    // Every day working: 3 days later.
    expect(
      escalationDeadline(
        { workingDays: [], timeZone: 'UTC' },
        new Date('2026-11-20T10:00:00Z'),
        3,
      ).toISOString(),
    ).toBe('2026-11-23T10:00:00.000Z');
  });

  it('keeps the wall-clock time across a change of the clocks', () => {
    // Friday 23 October 2026 09:00 in Paris (UTC+2) → Monday 26 October 09:00 in Paris (UTC+1).
    expect(escalationDeadline(weekdays, new Date('2026-10-23T07:00:00Z'), 1).toISOString()).toBe(
      '2026-10-26T08:00:00.000Z',
    );
  });
});
