import { DocumentError, type SplitConfig } from '@postbridge/documents';
import { newId } from '../../platform/db/util';
import type { ReportProgress, WorkPool } from '../../platform/work/work-pool';
import { COMPUTE_LETTERS_WORK } from './deposit-letters-work';
import { failedOf, READ_SPLIT_RANGE_WORK, type RangeProgress, type SplitRead } from './deposit-range-work';
import { COMPUTE_DEPOSIT_WORK, type DepositInput, type DepositOutcome, type GroupRef } from './deposit-work';
import { PageProgress, type DepositProgress } from './page-progress';

// A large deposit on several threads at once (issue 12). Its work has two passes over the pages: the split reads
// the marker area of every page, then each letter is read and checked (address, requirements, pre-flight). Both
// are per page or per letter, so each runs as pool tasks over slices of the deposit, in parallel; only what needs
// the whole deposit in order — the parts cut at the starts found, the data files, the grouping — stays one task
// between them (COMPUTE_DEPOSIT_WORK). The rows are the same as one task makes: the slices are put back in order,
// the pack group ids drawn here in order, and the first error in page order is the deposit's.

/** Fewer pages than this in a range or a slice of letters are not worth a thread of their own. */
const MIN_PAGES_PER_SLICE = 250;

/** How a deposit is cut: slices of work at once (the pool's threads) and the pages a slice needs at least. */
export type SliceOptions = { slices: number; minPages: number };

export const sliceOptionsOf = (work: WorkPool): SliceOptions => ({
  slices: work.threads,
  minPages: MIN_PAGES_PER_SLICE,
});

/**
 * Computes a deposit on the work pool (deposit-work.ts), on several threads when the pool has several: the
 * split's ranges (every PDF of the deposit split on a marker, deposit-range-work.ts), then the grouping, then
 * slices of the letters (deposit-letters-work.ts).
 * With one thread, or for a small deposit, it is the one task it always was.
 */
export async function runDeposit(
  work: WorkPool,
  input: DepositInput,
  onProgress: (progress: DepositProgress) => void,
  options: SliceOptions = sliceOptionsOf(work),
): Promise<Exclude<DepositOutcome, { grouped: unknown }>> {
  const report = (p: unknown) => onProgress(p as DepositProgress);
  if (options.slices < 2) {
    const outcome = await work.run(
      COMPUTE_DEPOSIT_WORK,
      input,
      Object.values(input.contents).map((b) => b.buffer as ArrayBuffer),
      { onProgress: report },
    );
    if ('grouped' in outcome) throw new Error('A deposit on one thread was answered grouped');
    return outcome;
  }
  // Every task reads the same bytes: shared between the threads rather than copied to each.
  const shared = { ...input, contents: shareAll(input.contents) };
  const splits = areaSplits(shared);
  const ranges = splits ? await readRanges(work, shared, splits, options, report) : {};
  const outcome = await work.run(
    COMPUTE_DEPOSIT_WORK,
    { ...shared, ...ranges, lettersApartFrom: options.minPages * 2 },
    [],
    { onProgress: report },
  );
  if (!('grouped' in outcome)) return outcome;
  const { grouped } = outcome;
  const progress = new PageProgress(grouped.pdfPages, grouped.passes, report);
  progress.advance(grouped.steps);
  const sum = new SumOfReports((pages) => progress.advance(pages));
  const ids = grouped.groups.map(() => newId());
  const made = await Promise.all(
    slicesOf(grouped.groups, options.slices).map(({ first, groups }, index) =>
      work.run(
        COMPUTE_LETTERS_WORK,
        {
          ...shared,
          opened: grouped.opened,
          groups,
          firstPosition: first + 1,
          ids: ids.slice(first, first + groups.length),
        },
        [],
        { onProgress: (p) => sum.report(index, (p as DepositProgress).done) },
      ),
    ),
  );
  progress.advance(grouped.pdfPages * 2);
  progress.send();
  return {
    made: {
      packGroups: made.flatMap((m) => m.packGroups),
      packs: made.flatMap((m) => m.packs),
      preflightMs: made.reduce((sum, m) => sum + m.preflightMs, 0),
      orphanChunks: grouped.orphanChunks,
      pdfPages: grouped.pdfPages,
    },
  };
}

/** The bytes of each file in memory the threads share. */
function shareAll(contents: Record<string, Uint8Array>): Record<string, Uint8Array> {
  return Object.fromEntries(
    Object.entries(contents).map(([id, bytes]) => {
      const copy = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
      copy.set(bytes);
      return [id, copy] as const;
    }),
  );
}

/**
 * The marker split of each PDF of the deposit, by input file id, when every PDF has one: the range tasks read
 * them. Otherwise (no PDF, or one split without reading its pages) none: the one task reads the pages, since
 * the total of the deposit's progress is known only once every PDF is open.
 */
function areaSplits(input: DepositInput): Map<string, Extract<SplitConfig, { kind: 'bsc.PDF_AREA' }>> | null {
  const splits = new Map<string, Extract<SplitConfig, { kind: 'bsc.PDF_AREA' }>>();
  for (const box of input.service.boxes.filter((b) => b.boxType === 'box.PDF')) {
    const split = input.parameters.splitConfiguration[box.name] ?? box.splitConfig;
    for (const file of input.files.filter((f) => !f.apposition && f.box_name === box.name)) {
      if (split.kind !== 'bsc.PDF_AREA' || !input.contents[file.id]) return null;
      splits.set(file.id, split);
    }
  }
  return splits.size ? splits : null;
}

/**
 * The split of every PDF read by ranges on all threads at once. Per file, the starts of its ranges in page order,
 * or the error of its first range that failed (a range past its time limit fails with pdf.tooComplex); and what
 * opening it found, so that the next tasks do not look again.
 */
async function readRanges(
  work: WorkPool,
  input: DepositInput,
  splits: Map<string, Extract<SplitConfig, { kind: 'bsc.PDF_AREA' }>>,
  options: SliceOptions,
  report: ReportProgress,
): Promise<Pick<DepositInput, 'splitRead' | 'opened'>> {
  // The deposit's progress starts once every PDF's page count is known (the first report of one of its ranges).
  const pageCounts = new Map<string, number>();
  let progress: PageProgress | null = null;
  let pending = 0;
  const sum = new SumOfReports((pages) => (progress ? progress.advance(pages) : (pending += pages)));
  const tasks = [...splits].flatMap(([fileId, split]) =>
    Array.from({ length: options.slices }, (_, slice) => ({ fileId, split, slice })),
  );
  const answers = await Promise.allSettled(
    tasks.map(({ fileId, split, slice }, index) =>
      work.run(
        READ_SPLIT_RANGE_WORK,
        { bytes: input.contents[fileId]!, split, slice, slices: options.slices, minPages: options.minPages },
        [],
        {
          onProgress: (p) => {
            const { done, pageCount } = p as RangeProgress;
            pageCounts.set(fileId, pageCount);
            if (!progress && pageCounts.size === splits.size) {
              progress = new PageProgress(
                [...pageCounts.values()].reduce((a, b) => a + b, 0),
                2,
                report,
              );
              progress.advance(pending);
            }
            sum.report(index, done);
          },
        },
      ),
    ),
  );
  const read: Record<string, SplitRead> = {};
  const opened: Record<string, { annotations: boolean }> = {};
  answers.forEach((answer, index) => {
    const { fileId } = tasks[index]!;
    const earlier = read[fileId];
    if (earlier && 'failed' in earlier) return;
    if (answer.status === 'rejected') {
      if (!(answer.reason instanceof DocumentError)) throw answer.reason;
      read[fileId] = failedOf(answer.reason);
      delete opened[fileId];
      return;
    }
    const { read: range, annotations } = answer.value;
    if ('failed' in range) {
      read[fileId] = range;
      delete opened[fileId];
      return;
    }
    // Each range looked through its own pages: the document has annotations when one of them has.
    opened[fileId] = { annotations: (opened[fileId]?.annotations ?? false) || annotations };
    read[fileId] = { starts: [...(earlier?.starts ?? []), ...range.starts] };
  });
  return { splitRead: read, opened };
}

/** Pages gone through by tasks that each report their own running total: each new report adds its increase. */
class SumOfReports {
  private readonly last = new Map<number, number>();

  constructor(private readonly advance: (pages: number) => void) {}

  report(task: number, done: number): void {
    const increase = done - (this.last.get(task) ?? 0);
    this.last.set(task, done);
    if (increase > 0) this.advance(increase);
  }
}

/** The groups cut into at most `count` consecutive slices of about as many pages each. */
function slicesOf(groups: GroupRef[], count: number): { first: number; groups: GroupRef[] }[] {
  const pagesOf = (group: GroupRef) =>
    group.docs.reduce((sum, doc) => sum + (doc.part ? doc.part.lastPage - doc.part.firstPage + 1 : 0), 0);
  const total = groups.reduce((sum, group) => sum + pagesOf(group), 0);
  const slices: { first: number; groups: GroupRef[] }[] = [];
  let pages = 0;
  groups.forEach((group, index) => {
    // A new slice starts when the pages so far pass the next share of the total.
    if (!slices.length || pages >= (total * slices.length) / count) slices.push({ first: index, groups: [] });
    slices.at(-1)!.groups.push(group);
    pages += pagesOf(group);
  });
  return slices;
}
