import { threadId } from 'node:worker_threads';
import { DocumentError } from '@postbridge/documents';
import { workTask, type ReportProgress, type TaskTable } from './work-pool';

// The tasks of the work pool's own tests (work-pool.test.ts).

export const WHO_AM_I = workTask<null, number>('test.whoAmI', 30_000);
export const SPIN = workTask<{ ms: number }, string>('test.spin', 1_000);
export const ALLOCATE = workTask<null, never>('test.allocate', 60_000);
export const REFUSE = workTask<{ code: string }, never>('test.refuse', 30_000);
export const SUM = workTask<{ bytes: Uint8Array }, number>('test.sum', 30_000);
export const COUNT = workTask<{ to: number }, string>('test.count', 30_000);

export const tasks: TaskTable = {
  [WHO_AM_I.name]: () => threadId,
  [SPIN.name]: ({ ms }: { ms: number }) => {
    const end = Date.now() + ms;
    while (Date.now() < end);
    return 'done';
  },
  [ALLOCATE.name]: () => {
    const kept: number[][] = [];
    for (;;) kept.push(new Array<number>(1_000_000).fill(kept.length));
  },
  [REFUSE.name]: ({ code }: { code: string }) => {
    throw new DocumentError(code, 'This PDF is refused', { page: 3 });
  },
  [SUM.name]: ({ bytes }: { bytes: Uint8Array }) => bytes.reduce((a, b) => a + b, 0),
  [COUNT.name]: async ({ to }: { to: number }, report: ReportProgress) => {
    for (let done = 1; done <= to; done++) report({ done, total: to });
    // Reports travel on a port of their own: leave them the time to arrive before the answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return 'counted';
  },
};
