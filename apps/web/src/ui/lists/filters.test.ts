import { describe, expect, it } from 'vitest';
import { defaultValues, isApiDay, listParam, mergeSaved, validateFilters, type FilterDef } from './filters';

const DEFS: FilterDef[] = [
  { kind: 'range', name: 'period', label: 'Period' },
  { kind: 'date', name: 'day', label: 'Day', required: true, defaultValue: '2026-03-20' },
  {
    kind: 'selectMultiple',
    name: 'status',
    label: 'Status',
    options: [
      { value: '610', label: 'Delivered' },
      { value: '-711', label: 'Bounced' },
    ],
  },
  { kind: 'tags', name: 'ids', label: 'Ids' },
];
const NOW = new Date('2026-03-20T23:30:00Z');

describe('list filters', () => {
  it('default to the search range, clamped to 31 days', () => {
    expect(defaultValues(DEFS, NOW, 7).period).toEqual({ from: '2026-03-13', to: '2026-03-20' });
    expect(defaultValues(DEFS, NOW, 90).period).toEqual({ from: '2026-02-17', to: '2026-03-20' });
  });

  it('check real days, the order of a range and its 31-day limit', () => {
    const base = defaultValues(DEFS, NOW, 31);
    expect(validateFilters(DEFS, base)).toEqual({});
    expect(isApiDay('2026-02-30')).toBe(false);
    expect(validateFilters(DEFS, { ...base, period: { from: '2026-02-16', to: '2026-03-20' } })).toEqual({
      period: { key: 'lists.filter.rangeTooLong', params: { max: 31 } },
    });
    expect(
      validateFilters(DEFS, { ...base, period: { from: '2026-03-21', to: '2026-03-20' } }).period?.key,
    ).toBe('lists.filter.rangeReversed');
    expect(validateFilters(DEFS, { ...base, day: '' }).day?.key).toBe('lists.filter.dateInvalid');
    expect(validateFilters(DEFS, { ...base, ids: Array.from({ length: 1001 }, String) }).ids?.key).toBe(
      'lists.filter.tooManyValues',
    );
  });

  it('keep of saved values only what still fits the screen', () => {
    const defaults = defaultValues(DEFS, NOW, 31);
    const merged = mergeSaved(DEFS, defaults, {
      period: { from: '2026-03-01', to: '2026-03-02' },
      status: ['-711', '999'],
      ids: 'not a list',
      gone: 'x',
    });
    expect(merged).toEqual({
      ...defaults,
      period: { from: '2026-03-01', to: '2026-03-02' },
      status: ['-711'],
    });
    expect(mergeSaved(DEFS, defaults, null)).toEqual(defaults);
  });

  it('send lists comma-separated, or as JSON when a value holds a comma', () => {
    expect(listParam([])).toBeUndefined();
    expect(listParam(['-711', '-710'])).toBe('-711,-710');
    expect(listParam(['a,1', 'b'])).toBe('["a,1","b"]');
  });
});
