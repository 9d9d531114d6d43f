import type { JobProgress } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { writeJobProgress } from './queries';

/** At most one progress write per job this often: a 10,000-page deposit writes a few dozen rows, not 10,000. */
const PROGRESS_WRITE_EVERY_MS = 250;

interface ProgressWriter {
  /** The latest figure: written now if the last write is old enough, else kept for the next write. */
  report(progress: JobProgress): void;
  /** Writes what is kept, waits for the writes under way, and stops writing. */
  flush(): Promise<void>;
}

/**
 * Writes a processing job's progress at a bounded rate (docs/domain-decisions.md "Deposit progress"): the first
 * figure at once, then at most one write every `everyMs`, always the latest figure (those in between are
 * dropped), one write at a time and in order. `done` is kept within 0..`total`. A failed write is logged and
 * does not stop the processing: progress is a courtesy to the user, the job's state is what counts.
 */
export function jobProgressWriter(
  deps: Pick<Deps, 'db' | 'log'>,
  jobId: string,
  options: { everyMs?: number; now?: () => number } = {},
): ProgressWriter {
  const everyMs = options.everyMs ?? PROGRESS_WRITE_EVERY_MS;
  const now = options.now ?? (() => performance.now());
  let lastWrite = -Infinity;
  let kept: JobProgress | null = null;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;

  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!kept) return;
    const progress = kept;
    kept = null;
    lastWrite = now();
    writing = writing
      .then(() => writeJobProgress(deps.db, jobId, progress))
      .catch((err: unknown) => deps.log.warn({ err, jobId }, 'job progress could not be written'));
  };

  return {
    report(progress) {
      if (stopped) return;
      const total = Math.max(0, Math.trunc(progress.total));
      kept = { ...progress, total, done: Math.min(Math.max(0, Math.trunc(progress.done)), total) };
      const wait = lastWrite + everyMs - now();
      if (wait <= 0) write();
      else timer ??= setTimeout(write, wait);
    },
    async flush() {
      write();
      stopped = true;
      await writing;
    },
  };
}
