import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SplitConfig } from '@postbridge/documents';
import {
  buildLetterBatch,
  LETTER_AREAS,
} from '../../../../../packages/documents/src/pdf/testing/letter-batch';
import { content, page, rawPdf } from '../../test/attack-files';
import { lettersContext, postDeposit, type LettersContext } from '../../test/deposits';
import type { TestContext } from '../../test/test-deps';
import type { SliceOptions } from './deposit-ranges';
import { processJob } from './process-job';

let c: LettersContext;
let t: TestContext;

beforeEach(async () => {
  c = await lettersContext();
  ({ t } = c);
});
afterEach(async () => {
  await t.close();
});

const get = async (url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': c.token } })).json().result;

/** One thread's worth of work, as a pool of one thread does it: a single task. */
const ONE_TASK: SliceOptions = { slices: 1, minPages: 250 };
/** Three ranges and three slices of letters even for a few pages, so that letters straddle the ranges. */
const THREE_RANGES: SliceOptions = { slices: 3, minPages: 1 };

/** Deposits `pdf` split per `split`, processes it cut per `slices`, and answers the job as the API shows it. */
async function processed(pdf: Uint8Array, split: SplitConfig, slices: SliceOptions) {
  const created = await postDeposit(c, { serviceId: c.serviceId, splitConfiguration: { letters: split } }, [
    { field: 'file.letters.0', name: 'letters.pdf', content: Buffer.from(pdf) },
  ]);
  expect(created.statusCode, created.body).toBe(200);
  const jobId = created.json().result.id as string;
  await processJob(t.deps, jobId, undefined, slices);
  return {
    job: await get(`/api/jobs/${jobId}`),
    packGroups: await get(`/api/jobs/${jobId}/packGroups`),
    orphanChunks: await get(`/api/jobs/${jobId}/orphanChunks`),
  };
}

const pagesOf = (g: { firstPage: number; lastPage: number }) => [g.firstPage, g.lastPage];

/** What differs between two deposits of the same file whatever the work: ids and dates. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !/^(id|jobId|packGroupId|inputFileId|createdAt|updatedAt)$/.test(key))
      .map(([key, v]) => [key, withoutIds(v)]),
  );
}

// 20 letters of 1 to 4 pages (50 pages): three ranges of about 17 pages cut letters in the middle.
const PAGES = Array.from({ length: 20 }, (_, i) => (i % 4) + 1);
const MARKER_STARTS: SplitConfig = {
  kind: 'bsc.PDF_AREA',
  area: LETTER_AREAS.marker,
  value: '^LETTER \\d+ PAGE 1/',
};
// Only letters of 2 or 3 pages start a part: the pages before the first marker make a part of their own, and the
// parts run over several letters.
const SOME_MARKERS: SplitConfig = {
  kind: 'bsc.PDF_AREA',
  area: LETTER_AREAS.marker,
  value: 'PAGE 1/[23]$',
};

describe('a deposit read by page ranges on several threads', () => {
  it('makes exactly the pack groups one task makes, split on a marker starting each letter', async () => {
    const pdf = await buildLetterBatch(PAGES);
    const single = await processed(pdf, MARKER_STARTS, ONE_TASK);
    const ranges = await processed(pdf, MARKER_STARTS, THREE_RANGES);

    expect(single.job).toMatchObject({ state: 'PACK_GROUPS_CREATED', packGroupCount: 20 });
    expect(ranges.job).toMatchObject({ state: 'PACK_GROUPS_CREATED', packGroupCount: 20 });
    // The letters as generated: each from its first page to its last, its address read in the window.
    let first = 1;
    const expected = PAGES.map((count) => [first, (first += count) - 1]);
    expect(ranges.packGroups.map(pagesOf)).toEqual(expected);
    expect(ranges.packGroups.map((g: { position: number }) => g.position)).toEqual(
      PAGES.map((_, i) => i + 1),
    );
    expect(
      ranges.packGroups.every((g: { requirements: Record<string, { value: string | null }> }) =>
        Object.values(g.requirements).some((r) => r.value?.includes('Rue de la Paix')),
      ),
    ).toBe(true);
    // Everything else alike: requirements and their checks, metadata, pre-flight, packs, orphan chunks.
    expect(withoutIds(ranges.packGroups)).toEqual(withoutIds(single.packGroups));
    expect(withoutIds(ranges.orphanChunks)).toEqual(withoutIds(single.orphanChunks));
    // The progress ends on every page, as with one task.
    expect(ranges.job.progress).toEqual({ done: 50, total: 50, unit: 'pages' });
    expect(single.job.progress).toEqual(ranges.job.progress);
    // The first deposit waits for the work threads to load the document libraries (seconds on a busy machine).
  }, 60_000);

  it('makes the same parts as one task when markers are few and parts span ranges', async () => {
    const pdf = await buildLetterBatch(PAGES);
    const single = await processed(pdf, SOME_MARKERS, ONE_TASK);
    const ranges = await processed(pdf, SOME_MARKERS, THREE_RANGES);
    // Letters 2 and 3 of every four start a part; the first page is a part of its own.
    expect(single.packGroups.slice(0, 3).map(pagesOf)).toEqual([
      [1, 1],
      [2, 3],
      [4, 11],
    ]);
    expect(ranges.job).toMatchObject({ state: 'PACK_GROUPS_CREATED', packGroupCount: 11 });
    expect(withoutIds(ranges.packGroups)).toEqual(withoutIds(single.packGroups));
  });

  it('fails the deposit with the typed key of the one range that could not be read', async () => {
    // Two pages counted, the second unreachable (its page tree node loops): the second range fails alone.
    const loop = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R 5 0 R] /Count 2 >>',
      page(2, 4),
      content,
      '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 1 >>',
    ]);
    const split: SplitConfig = { kind: 'bsc.PDF_AREA', area: LETTER_AREAS.address, value: '' };
    const single = await processed(loop, split, ONE_TASK);
    const ranges = await processed(loop, split, { slices: 2, minPages: 1 });
    expect(ranges.job).toMatchObject({
      state: 'PROCESSING_ERROR',
      errorKey: 'pdf.invalid',
      packGroupCount: 0,
    });
    expect(ranges.job.errorMessage).toContain('Page 2');
    expect(ranges.job.errorMessage).toBe(single.job.errorMessage);
    expect(ranges.packGroups).toEqual([]);
  });

  it('refuses a bad marker expression with its key whichever range meets it first', async () => {
    const pdf = await buildLetterBatch(PAGES);
    const split: SplitConfig = { ...MARKER_STARTS, value: '(unclosed' };
    const ranges = await processed(pdf, split, THREE_RANGES);
    expect(ranges.job).toMatchObject({ state: 'PROCESSING_ERROR', errorKey: 'split.invalidConfig' });
  });
});
