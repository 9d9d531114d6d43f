import { expect, it } from 'vitest';
import { summarise } from './stats';

it('takes the nearest-rank median, 95th and 99th percentiles, and the maximum', () => {
  const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
  expect(summarise(samples)).toEqual({ median: 50, p95: 95, p99: 99, max: 100 });
  expect(summarise([7])).toEqual({ median: 7, p95: 7, p99: 7, max: 7 });
});
