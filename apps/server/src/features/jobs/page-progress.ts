import type { ReportProgress } from '../../platform/work/work-pool';

/** What the deposit work reports while it runs: pages of the deposit's PDFs gone through (see PageProgress). */
export type DepositProgress = { done: number; total: number; unit: 'pages' };

/** Reports from a thread at most this often: the caller throttles its own writes further. */
const REPORT_EVERY_MS = 100;

/**
 * The progress of a deposit, in pages of its PDFs (docs/domain-decisions.md "Deposit progress"). A page is gone
 * through in one or two passes: the split reads it when it looks for markers (bsc.PDF_AREA), then its letter is
 * read and checked (addresses, requirements, pre-flight). `done` counts pages in proportion of the passes made,
 * so that it climbs evenly from 0 to `total` over the whole work; it reaches `total` when every letter is checked.
 */
export class PageProgress {
  private steps = 0;
  private lastReport = -Infinity;

  constructor(
    private readonly total: number,
    /** Passes over every page: 1, or 2 when the split reads pages too. */
    private readonly passes: number,
    private readonly report: ReportProgress,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** `pages` more pages went through one pass. */
  advance(pages: number): void {
    this.steps = Math.min(this.steps + pages, this.total * this.passes);
    if (this.now() - this.lastReport >= REPORT_EVERY_MS) this.send();
  }

  /** Says where the work stands now, whatever the time since the last report (the start, the end). */
  send(): void {
    this.lastReport = this.now();
    const done = Math.floor(this.steps / this.passes);
    this.report({ done, total: this.total, unit: 'pages' } satisfies DepositProgress);
  }
}
