import { describe, expect, it } from 'vitest';
import { postDateLimits, postDateProblem } from './postDate';

const channel = (earliestPostDate: string, latestPostDate: string) => ({
  serviceChannelLabel: 'x',
  channelId: 'x',
  channelName: 'x',
  options: [],
  packGroupIds: [],
  earliestPostDate,
  latestPostDate,
});

describe('expected post date', () => {
  it('is limited to the days every channel allows', () => {
    const limits = postDateLimits({
      channels: [channel('2026-11-20', '2026-12-20'), channel('2026-11-23', '2026-12-10')],
    });
    expect(limits).toEqual({ earliest: '2026-11-23', latest: '2026-12-10' });
    expect(postDateProblem('2026-11-22', limits)).toBe('range');
    expect(postDateProblem('2026-12-11', limits)).toBe('range');
    expect(postDateProblem('2026-11-23', limits)).toBeNull();
    expect(postDateProblem('', limits)).toBeNull();
  });

  it('refuses what is not a real day', () => {
    expect(postDateProblem('2026-02-30', null)).toBe('format');
    expect(postDateProblem('20/11/2026', null)).toBe('format');
    expect(postDateLimits({ channels: [] })).toBeNull();
  });
});
