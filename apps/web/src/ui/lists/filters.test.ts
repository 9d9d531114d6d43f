import { describe, expect, it } from 'vitest';
import {
  addressOfList,
  defaultValues,
  filteredListPath,
  filtersFromAddress,
  isApiDay,
  listFromAddress,
  listParam,
  mergeSaved,
  validateFilters,
  type FilterDef,
} from './filters';

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

  it('are read from a page address, each as the filter form would take it', () => {
    const search = new URLSearchParams(
      'period=2026-03-01..2026-03-10&day=2026-03-05&status=610&status=999&status=610&ids=a&ids=%20b%20&ids=',
    );
    expect(filtersFromAddress(DEFS, search)).toEqual({
      period: { from: '2026-03-01', to: '2026-03-10' },
      day: '2026-03-05',
      status: ['610'],
      ids: ['a', 'b'],
    });
    // One day is a period of that day.
    expect(filtersFromAddress(DEFS, new URLSearchParams('period=2026-03-05'))).toEqual({
      period: { from: '2026-03-05', to: '2026-03-05' },
    });
    expect(filtersFromAddress(DEFS, new URLSearchParams('other=1'))).toBeNull();

    // A field and its text; the text may hold the separator, the field must be one offered.
    const reference: FilterDef[] = [
      { kind: 'selectInput', name: 'ref', label: 'Ref', options: [{ value: 'trackingValues', label: 'T' }] },
    ];
    const value = { field: 'trackingValues', text: 'RR:12' };
    expect(filtersFromAddress(reference, new URLSearchParams('ref=trackingValues:RR:12'))).toEqual({
      ref: value,
    });
    expect(addressOfList(reference, { ref: value }, [], 100).toString()).toBe('ref=trackingValues%3ARR%3A12');
    expect(filtersFromAddress(reference, new URLSearchParams('ref=other:RR'))).toBeNull();
    expect(filtersFromAddress(reference, new URLSearchParams('ref=RR'))).toBeNull();
  });

  it('ignore what an address names wrongly: a period too long, reversed or unreadable, a day, an option', () => {
    const bad = [
      'period=2026-02-16..2026-03-20',
      'period=2026-03-20..2026-03-01',
      'period=2026-03-01..2026-03-02..2026-03-03',
      'period=yesterday',
      'day=2026-02-30',
      'day=',
      'status=999',
      `ids=${Array.from({ length: 1001 }, (_, i) => `v${i}`).join('&ids=')}`,
      'maxResults=7',
    ];
    for (const query of bad) expect(listFromAddress(DEFS, new URLSearchParams(query)), query).toBeNull();
    // Exactly 31 days is allowed, as in the form.
    expect(filtersFromAddress(DEFS, new URLSearchParams('period=2026-02-17..2026-03-20'))).not.toBeNull();
  });

  it('write an applied list as the address reads it back: what differs from the defaults, and the limit', () => {
    const defaults = defaultValues(DEFS, NOW, 7);
    expect(addressOfList(DEFS, defaults, ['period'], 100).toString()).toBe('');
    const values = {
      ...defaults,
      period: { from: '2026-03-01', to: '2026-03-02' },
      day: '2026-03-01',
      status: ['610', '-711'],
      ids: ['x,1', 'y'],
    };
    const params = addressOfList(DEFS, values, [], 500);
    expect(params.toString()).toBe(
      'period=2026-03-01..2026-03-02&day=2026-03-01&status=610&status=-711&ids=x%2C1&ids=y&maxResults=500',
    );
    expect(listFromAddress(DEFS, params)).toEqual({ values: { ...values }, maxResults: 500 });
    // A period following the search range is left out: read back, it follows today again.
    expect(addressOfList(DEFS, values, ['period'], 100).has('period')).toBe(false);
  });

  it('build the links that open a list filtered', () => {
    expect(filteredListPath('/manage/deliveries', { state: 'AWAIT_VALIDATION' })).toBe(
      '/manage/deliveries?state=AWAIT_VALIDATION',
    );
    expect(
      filteredListPath('/monitoring/shipments', {
        period: { from: '2026-03-05', to: '2026-03-05' },
        status: ['-711', '-710'],
      }),
    ).toBe('/monitoring/shipments?period=2026-03-05..2026-03-05&status=-711&status=-710');
    expect(filteredListPath('/manage/orders', {})).toBe('/manage/orders');
  });
});
