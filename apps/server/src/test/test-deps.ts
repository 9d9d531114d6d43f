import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Clock } from '../platform/clock';
import { loadConfig, type Config } from '../platform/config';
import type { Deps } from '../platform/deps';
import type { Mailer, MailMessage } from '../platform/mail/mailer';
import { EmbeddedQueue } from '../platform/queue/embedded-queue';
import { createFileStore } from '../platform/files/create-file-store';
import fs from 'node:fs';
import { expect } from 'vitest';
import type { WorkPool } from '../platform/work/work-pool';
import { openWorkPool } from '../work-tasks';
import { openTestDatabase, TEST_START } from './test-database';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private current = new Date(TEST_START)) {}
  now = (): Date => new Date(this.current);
  advanceMinutes(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
}

/** Keeps sent messages in memory, for tests that do not need a real SMTP server. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  send = async (m: MailMessage): Promise<void> => {
    this.sent.push(m);
  };
  close = (): void => {};
}

/**
 * One work pool per test file, shared by its contexts: a thread loads the document libraries once. One thread
 * unless WORK_THREADS says otherwise (test files already run side by side); WORK_THREADS=0 runs the work inline.
 * The files of a worker share its modules (vitest.config.ts), not its pool: the next file closes it and opens
 * its own, whose libraries start without what earlier files left in them (mupdf's fonts, for one).
 */
let sharedPool: { file: string | undefined; pool: WorkPool } | undefined;
function testWorkPool(config: Config): WorkPool {
  const file = expect.getState().testPath;
  if (sharedPool && sharedPool.file === file) return sharedPool.pool;
  void sharedPool?.pool.close();
  const pool = openWorkPool({ ...config.work, threads: Number(process.env.WORK_THREADS ?? 1) });
  sharedPool = { file, pool };
  return pool;
}

export type TestContext = {
  deps: Deps & { queue: EmbeddedQueue };
  clock: TestClock;
  mailer: Mailer;
  app: FastifyInstance;
  close: () => Promise<void>;
};

/**
 * A database on the dialect of DATABASE_URL (SQLite in memory by default, else a PostgreSQL schema of the test
 * file's worker) in the clean state of a template: migrated, with the demo data unless `seed` is false
 * (test-database.ts); and the real HTTP app over it.
 */
export async function createTestContext(
  options: { env?: Record<string, string>; mailer?: Mailer; seed?: boolean } = {},
): Promise<TestContext> {
  const clock = new TestClock();
  const mailer = options.mailer ?? new MemoryMailer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postbridge-test-'));
  const config: Config = loadConfig(
    {
      DATA_DIR: dataDir,
      WEB_DIST: path.join(os.tmpdir(), 'postbridge-no-web'),
      ...options.env,
    },
    process.cwd(),
  );
  const database = await openTestDatabase(options.seed !== false);
  const { db, dialect } = database.handle;
  const log = pino({ level: 'silent' });
  const deps: Deps & { queue: EmbeddedQueue } = {
    db,
    dialect,
    config: { ...config, database: database.config },
    clock,
    mailer,
    log,
    // Not started: tests run due tasks with `queue.drain()`.
    queue: new EmbeddedQueue({ db, clock, log }),
    files: createFileStore(config.fileStore),
    work: testWorkPool(config),
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(deps);
    await app.ready();
  } catch (err) {
    await database.release();
    throw err;
  }
  return {
    deps,
    clock,
    mailer,
    app,
    close: async () => {
      await app.close();
      await database.release();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs in through the real API (an argon2 verification) and answers the token: for tests of signing in and of
 * passwords; the others take `sessionToken` (factories.ts).
 */
export async function signIn(app: FastifyInstance, login: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/authentication/authenticate?withProfileDetail=true',
    payload: { login, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${login} failed: ${res.body}`);
  return (res.json() as { result: { authToken: string } }).result.authToken;
}
