import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '@postbridge/domain';
import { letterBatch } from '../../test/letters';
import { lettersContext, postDeposit, type LettersContext } from '../../test/deposits';
import type { TestContext } from '../../test/test-deps';
import { processJob } from './process-job';
import { jobProgressWriter } from './progress-writer';
import { jobById } from './queries';

let c: LettersContext;
let t: TestContext;
let token: string;

beforeEach(async () => {
  c = await lettersContext();
  ({ t, token } = c);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

const LETTERS = Array.from({ length: 12 }, (_, i) => [
  `Client ${i + 1}`,
  `${i + 1} rue de la Paix`,
  '75002 PARIS',
]);

/** A deposit of the 12-page letter batch, created (its processing task queued, not run). */
async function createdDeposit(): Promise<string> {
  const pdf = await letterBatch(LETTERS);
  const created = await postDeposit(c, { serviceId: c.serviceId, jobName: 'Progress' }, [
    { field: 'file.letters.0', name: 'letters.pdf', content: pdf },
  ]);
  expect(created.statusCode, created.body).toBe(200);
  return created.json().result.id as string;
}

/** The job's progress as the database holds it now. */
async function storedProgress(jobId: string) {
  const row = await jobById(t.deps.db, jobId);
  return row
    ? { done: row.progress_done, total: row.progress_total, unit: row.progress_unit, state: row.state }
    : null;
}

describe('deposit progress', () => {
  it('counts the pages of the deposit: every figure within 0..total, done = total at the end', async () => {
    const jobId = await createdDeposit();
    const created = (await get(`/api/jobs/${jobId}`)).json().result;
    expect(created.progress).toBeNull();

    // What the work reports on its way, as the job's writer receives it.
    const reported: JobProgress[] = [];
    const run = t.deps.work.run.bind(t.deps.work);
    vi.spyOn(t.deps.work, 'run').mockImplementation((task, input, transfer, options) =>
      run(task, input, transfer, {
        onProgress: (p) => {
          reported.push(p as JobProgress);
          options?.onProgress?.(p);
        },
      }),
    );
    await t.deps.queue.drain();

    const pages = reported.filter((p) => p.unit === 'pages');
    expect(pages.length).toBeGreaterThan(0);
    for (const [i, p] of pages.entries()) {
      expect(p.total).toBe(12);
      expect(p.done).toBeGreaterThanOrEqual(i === 0 ? 0 : pages[i - 1]!.done);
      expect(p.done).toBeLessThanOrEqual(p.total);
    }
    expect(pages[0]!.done).toBe(0);

    const job = (await get(`/api/jobs/${jobId}`)).json().result;
    expect(job.state).toBe('PACK_GROUPS_CREATED');
    expect(job.progress).toEqual({ done: 12, total: 12, unit: 'pages' });
    // The lists show the same figure.
    const list = (await get('/api/jobs/list')).json().result.jobs;
    expect(list.find((j: { id: string }) => j.id === jobId).progress).toEqual(job.progress);
  });

  it('starts again from nothing when a crashed run is resumed, and ends at done = total', async () => {
    const jobId = await createdDeposit();
    // A worker stopped mid-way: the job stays PROCESSING with the figure of the lost run.
    await t.deps.db
      .updateTable('job')
      .set({ state: 'PROCESSING', progress_done: 300, progress_total: 400, progress_unit: 'pages' })
      .where('id', '=', jobId)
      .execute();
    const seenAtStart: unknown[] = [];
    const run = t.deps.work.run.bind(t.deps.work);
    vi.spyOn(t.deps.work, 'run').mockImplementation(async (task, input, transfer, options) => {
      seenAtStart.push(await storedProgress(jobId));
      return run(task, input, transfer, options);
    });

    await processJob(t.deps, jobId);

    // When the work started again, the lost run's figure was gone (only the files being read, or none).
    expect(seenAtStart).toHaveLength(1);
    expect(seenAtStart[0]).not.toMatchObject({ done: 300, total: 400 });
    expect(await storedProgress(jobId)).toEqual({
      done: 12,
      total: 12,
      unit: 'pages',
      state: 'PACK_GROUPS_CREATED',
    });
  });
});

describe('the progress writer', () => {
  it('writes the first figure at once, then the latest at most once per interval, within 0..total', async () => {
    const jobId = await createdDeposit();
    await t.deps.db.updateTable('job').set({ state: 'PROCESSING' }).where('id', '=', jobId).execute();
    let clock = 1_000;
    const writes = vi.fn();
    const writer = jobProgressWriter(
      {
        db: t.deps.db,
        log: { ...t.deps.log, warn: writes } as unknown as typeof t.deps.log,
      },
      jobId,
      { everyMs: 250, now: () => clock },
    );

    writer.report({ done: 0, total: 400, unit: 'pages' });
    await vi.waitFor(async () => expect((await storedProgress(jobId))?.done).toBe(0));
    // 399 figures within the interval: none is written yet…
    for (let done = 1; done < 400; done++) writer.report({ done, total: 400, unit: 'pages' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await storedProgress(jobId)).toMatchObject({ done: 0, total: 400 });
    // …then, once the interval has passed, only the latest, and a figure past the total is kept within it.
    clock += 250;
    writer.report({ done: 450, total: 400, unit: 'pages' });
    await writer.flush();
    expect(await storedProgress(jobId)).toMatchObject({ done: 400, total: 400, unit: 'pages' });
    expect(writes).not.toHaveBeenCalled();

    // A job no longer processing keeps its last figure: a late write changes nothing.
    await t.deps.db.updateTable('job').set({ state: 'PROCESSING_ERROR' }).where('id', '=', jobId).execute();
    const late = jobProgressWriter(t.deps, jobId);
    late.report({ done: 5, total: 10, unit: 'records' });
    await late.flush();
    expect(await storedProgress(jobId)).toMatchObject({ done: 400, total: 400, unit: 'pages' });
  });

  it('writes the latest figure when the interval ends, without another report', async () => {
    const jobId = await createdDeposit();
    await t.deps.db.updateTable('job').set({ state: 'PROCESSING' }).where('id', '=', jobId).execute();
    const writer = jobProgressWriter(t.deps, jobId, { everyMs: 30 });
    writer.report({ done: 1, total: 3, unit: 'files' });
    writer.report({ done: 2, total: 3, unit: 'files' });
    await vi.waitFor(async () => expect(await storedProgress(jobId)).toMatchObject({ done: 2, total: 3 }));
    await writer.flush();
  });
});
