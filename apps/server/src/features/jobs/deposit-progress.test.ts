import { describe, expect, it } from 'vitest';
import { PageProgress, type DepositProgress } from './page-progress';

/** A PageProgress over `total` pages whose clock the test moves, and what it reported. */
function follow(total: number, passes: number) {
  let now = 0;
  const reports: DepositProgress[] = [];
  const progress = new PageProgress(
    total,
    passes,
    (p) => reports.push(p as DepositProgress),
    () => now,
  );
  return { progress, reports, wait: (ms: number) => (now += ms) };
}

describe('the progress of a deposit, in pages', () => {
  it('climbs evenly over the two passes of a split that reads the pages, and ends at the total', () => {
    const { progress, reports, wait } = follow(400, 2);
    progress.send();
    // The split reads the 400 pages: half of the work.
    for (let page = 1; page <= 400; page++) {
      wait(1);
      progress.advance(1);
    }
    expect(reports.at(-1)).toEqual({ done: 200, total: 400, unit: 'pages' });
    // The letters' checks, two pages at a time: the other half.
    for (let letter = 1; letter <= 200; letter++) {
      wait(1);
      progress.advance(2);
    }
    progress.send();
    expect(reports.at(-1)).toEqual({ done: 400, total: 400, unit: 'pages' });
    expect(reports[0]).toEqual({ done: 0, total: 400, unit: 'pages' });
    for (const [i, report] of reports.entries()) {
      expect(report.done).toBeLessThanOrEqual(report.total);
      if (i > 0) expect(report.done).toBeGreaterThanOrEqual(reports[i - 1]!.done);
    }
  });

  it('reports at most once per 100 ms however many pages go through, and never past the total', () => {
    const { progress, reports, wait } = follow(10_000, 1);
    progress.send();
    for (let page = 1; page <= 10_000; page++) {
      wait(0.1);
      progress.advance(1);
    }
    // 1,000 ms of work: about ten reports, not 10,000.
    expect(reports.length).toBeLessThanOrEqual(12);
    progress.advance(50_000);
    progress.send();
    expect(reports.at(-1)).toEqual({ done: 10_000, total: 10_000, unit: 'pages' });
  });
});
