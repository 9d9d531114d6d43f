import { expect, it } from 'vitest';
import { summarise } from './stats';

it('takes the nearest-rank median and 95th percentile', () => {
  const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
  expect(summarise(samples)).toEqual({ median: 50, p95: 95 });
  expect(summarise([7])).toEqual({ median: 7, p95: 7 });
});
