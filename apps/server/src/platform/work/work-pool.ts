import os from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { DocumentError } from '@postbridge/documents';
import { Piscina } from 'piscina';

/**
 * Heavy document work (splitting a deposit and reading its areas, composing and verifying print files, page
 * images) runs here, off the event loop, so that the API answers while it runs (docs/architecture.md, "Work
 * pool"). A task is named by a `WorkTask` its feature declares; the composition root (`work-tasks.ts`) maps
 * names to functions, in the threads and in inline mode alike.
 */

/** A kind of work: its name, what it takes and answers (types only), and how long it may take at most. */
export type WorkTask<Input, Output> = {
  readonly name: string;
  readonly timeLimitMs: number;
  /** Phantom fields: the types the task takes and answers. */
  readonly input?: Input;
  readonly output?: Output;
};

export const workTask = <Input, Output>(name: string, timeLimitMs: number): WorkTask<Input, Output> => ({
  name,
  timeLimitMs,
});

/**
 * What a thread is sent: the task, its input, a port on which it says when it starts (its time counts from then),
 * and one on which it reports its progress when the caller follows it.
 */
type WorkRequest = { task: string; input: unknown; started?: MessagePort; progress?: MessagePort };
/** A task's second argument: reports how far it has gone (`RunOptions.onProgress`); it should call it sparingly. */
export type ReportProgress = (progress: unknown) => void;
export type TaskFunction = (input: never, report: ReportProgress) => unknown;
export type TaskTable = Readonly<Record<string, TaskFunction>>;

export type RunOptions = {
  /**
   * Called on the calling thread with what the task reports (its second argument), in order, until the task
   * answers; a report still in flight when it answers is dropped.
   */
  onProgress?: (progress: unknown) => void;
};

export interface WorkPool {
  /**
   * Runs `task` on `input` in a thread; `transfer` lists buffers handed over instead of copied (the caller must
   * not use them afterwards). A task past its time limit or the thread's memory limit is ended and answers a
   * `DocumentError` 'pdf.tooComplex'; an error the task throws is answered as is (a `DocumentError` keeps its
   * code and details).
   */
  run<I, O>(
    task: WorkTask<I, O>,
    input: I,
    transfer?: readonly ArrayBuffer[],
    options?: RunOptions,
  ): Promise<O>;
  /** Threads of the pool (0 when the work runs inline). */
  readonly threads: number;
  /** Resolves once every thread has loaded its tasks (a server waits for it before it takes work). */
  warm(): Promise<void>;
  /** Threads running now, and tasks waiting for one. */
  stats(): { threads: number; queued: number };
  close(): Promise<void>;
}

export type WorkPoolOptions = {
  /** Worker threads; 0 runs every task on the calling thread (debugging, tiny installs). */
  threads: number;
  /** JavaScript heap of one thread, in MB. */
  memoryMb: number;
  /** Multiplies every task's time limit (slow machines). */
  timeScale?: number;
  /**
   * Starts every thread at once and keeps them (a server): a thread takes seconds to load the document
   * libraries, which the first deposit would otherwise wait for. Otherwise threads start on demand and stop
   * after a minute idle (tests, tools).
   */
  warm?: boolean;
};

export const defaultThreads = (): number => Math.max(1, Math.min(os.availableParallelism(), 8));

/** What crosses back from a thread when a task throws: enough to rebuild a `DocumentError`. */
type ThrownInThread = {
  thrown: { name: string; message: string; code?: string; details?: Record<string, unknown> };
};

/** The task `warm()` sends each thread: it holds its thread until every thread holds one, so all have started. */
const WARM = 'work.warm';
type WarmInput = { started: Int32Array; threads: number };

function holdUntilAllStarted({ started, threads }: WarmInput): void {
  Atomics.add(started, 0, 1);
  Atomics.notify(started, 0);
  const deadline = Date.now() + 60_000;
  for (let now = Atomics.load(started, 0); now < threads && Date.now() < deadline;) {
    Atomics.wait(started, 0, now, 1_000);
    now = Atomics.load(started, 0);
  }
}

/** Runs a task in a thread (the worker side): an error becomes a value, since threads lose its fields. */
export async function runInThread(
  tasks: TaskTable,
  request: WorkRequest,
  report: ReportProgress = (progress) => request.progress?.postMessage(progress),
): Promise<unknown> {
  if (request.task === WARM) return { value: holdUntilAllStarted(request.input as WarmInput) };
  const fn = tasks[request.task];
  if (!fn) throw new Error(`No work task named ${request.task}`);
  request.started?.postMessage(null);
  request.started?.close();
  try {
    return { value: await fn(request.input as never, report) };
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    const thrown: ThrownInThread['thrown'] = { name: e.name, message: e.message };
    if (e instanceof DocumentError) Object.assign(thrown, { code: e.code, details: e.details });
    return { thrown };
  } finally {
    request.progress?.close();
  }
}

/** The young generation of a thread, in MB (see createWorkPool). */
const YOUNG_GENERATION_MB = 16;

const tooComplex = (task: WorkTask<unknown, unknown>, why: 'time' | 'memory', limit: number) =>
  new DocumentError(
    'pdf.tooComplex',
    why === 'time'
      ? `This document is too complex to process: the work took longer than ${limit / 1000} s.`
      : `This document is too complex to process: the work needed more than ${limit} MB of memory.`,
    { task: task.name, limit: why, ...(why === 'time' ? { seconds: limit / 1000 } : { megabytes: limit }) },
  );

function answerOf<O>(answer: unknown): O {
  const { value, thrown } = answer as { value?: O } & Partial<ThrownInThread>;
  if (!thrown) return value as O;
  if (thrown.name === 'DocumentError')
    throw new DocumentError(thrown.code ?? 'pdf.invalid', thrown.message, thrown.details ?? {});
  const error = new Error(thrown.message);
  error.name = thrown.name;
  throw error;
}

const loadTasks = async (tasksModule: URL): Promise<TaskTable> =>
  ((await import(tasksModule.href)) as { tasks: TaskTable }).tasks;

/**
 * A pool of `options.threads` worker threads running the tasks of `tasksModule` (a module exporting `tasks`, a
 * `TaskTable`); with no threads, the same tasks run on the calling thread.
 */
export function createWorkPool(
  tasksModule: URL,
  options: WorkPoolOptions,
  log: (error: Error) => void = () => {},
): WorkPool {
  const timeScale = options.timeScale ?? 1;
  if (options.threads === 0) {
    let table: Promise<TaskTable> | undefined;
    return {
      threads: 0,
      warm: async () => {},
      stats: () => ({ threads: 0, queued: 0 }),
      async run(task, input, _transfer, runOptions) {
        const report: ReportProgress = (progress) => runOptions?.onProgress?.(progress);
        return answerOf(
          await runInThread(await (table ??= loadTasks(tasksModule)), { task: task.name, input }, report),
        );
      },
      close: async () => {},
    };
  }
  const piscina = new Piscina({
    filename: new URL('./thread.mjs', import.meta.url).href,
    workerData: { tasksModule: tasksModule.href },
    minThreads: options.warm ? options.threads : 0,
    maxThreads: options.threads,
    idleTimeout: options.warm ? Infinity : 60_000,
    // One task at a time per thread: document work is CPU-bound, queueing inside a thread only adds latency.
    concurrentTasksPerWorker: 1,
    // The young generation capped: loading the document libraries and the domain (eight label catalogues, every
    // schema) makes a thread's grow to V8's largest, 128 MB it then keeps while idle; at 16 MB an idle thread
    // holds about 100 MB less, and the work itself (mostly in mupdf's WebAssembly memory) is no slower.
    resourceLimits: {
      maxOldGenerationSizeMb: options.memoryMb,
      maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
    },
  });
  // A thread that fails outside a task (it could not start) is replaced; the task in hand was answered its error.
  piscina.on('error', log);
  return {
    threads: options.threads,
    async warm() {
      const input: WarmInput = {
        started: new Int32Array(new SharedArrayBuffer(4)),
        threads: options.threads,
      };
      await Promise.all(
        Array.from({ length: options.threads }, () =>
          piscina.run({ task: WARM, input } satisfies WorkRequest),
        ),
      );
    },
    stats: () => ({ threads: piscina.threads.length, queued: piscina.queueSize }),
    async run(task, input, transfer = [], runOptions = {}) {
      const limit = task.timeLimitMs * timeScale;
      // The time limit counts from when a thread takes the task, not while it waits for a free one.
      const abort = new AbortController();
      const { port1, port2 } = new MessageChannel();
      let timer: NodeJS.Timeout | undefined;
      port1.once('message', () => {
        timer = setTimeout(() => abort.abort(), limit);
        port1.close();
      });
      // Progress comes back on a port of its own, opened only when the caller follows it.
      const { onProgress } = runOptions;
      const progress = onProgress ? new MessageChannel() : null;
      progress?.port1.on('message', (value: unknown) => onProgress?.(value));
      try {
        const request: WorkRequest = {
          task: task.name,
          input,
          started: port2,
          ...(progress ? { progress: progress.port2 } : {}),
        };
        const ports = progress ? [port2, progress.port2] : [port2];
        return answerOf(
          await piscina.run(request, { signal: abort.signal, transferList: [...transfer, ...ports] }),
        );
      } catch (error) {
        if (abort.signal.aborted) throw tooComplex(task, 'time', limit);
        if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
          throw tooComplex(task, 'memory', options.memoryMb);
        throw error;
      } finally {
        clearTimeout(timer);
        port1.close();
        progress?.port1.close();
      }
    },
    close: () => piscina.destroy(),
  };
}
