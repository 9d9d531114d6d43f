import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { seedDemoData } from '../features/seed/demo-data';
import type { Clock } from '../platform/clock';
import { loadConfig, type Config } from '../platform/config';
import { migrateToLatest, openDatabase } from '../platform/db/database';
import type { Deps } from '../platform/deps';
import type { Mailer, MailMessage } from '../platform/mail/mailer';
import { EmbeddedQueue } from '../platform/queue/embedded-queue';
import { createFileStore } from '../platform/files/create-file-store';
import fs from 'node:fs';
import type { WorkPool } from '../platform/work/work-pool';
import { openWorkPool } from '../work-tasks';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-11-20T10:00:00.000Z')) {}
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
 */
let sharedPool: WorkPool | undefined;
const testWorkPool = (config: Config): WorkPool =>
  (sharedPool ??= openWorkPool({ ...config.work, threads: Number(process.env.WORK_THREADS ?? 1) }));

export type TestContext = {
  deps: Deps & { queue: EmbeddedQueue };
  clock: TestClock;
  mailer: Mailer;
  app: FastifyInstance;
  close: () => Promise<void>;
};

/**
 * A seeded database on the dialect of DATABASE_URL (SQLite in memory by default; with a postgres URL, a schema
 * of its own dropped at the end) and the real HTTP app over it.
 */
export async function createTestContext(
  options: { env?: Record<string, string>; mailer?: Mailer; seed?: boolean } = {},
): Promise<TestContext> {
  const url = process.env.DATABASE_URL;
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
  let dropSchema = async () => {};
  let handle;
  if (url?.startsWith('postgres')) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    handle = openDatabase({ kind: 'postgres', url, schema });
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    };
  } else {
    handle = openDatabase({ kind: 'sqlite', file: ':memory:' });
  }
  try {
    await migrateToLatest(handle.db);
  } catch (err) {
    await handle.close();
    await dropSchema();
    throw err;
  }
  const log = pino({ level: 'silent' });
  const deps: Deps & { queue: EmbeddedQueue } = {
    db: handle.db,
    dialect: handle.dialect,
    config: {
      ...config,
      database: url?.startsWith('postgres')
        ? { kind: 'postgres', url }
        : { kind: 'sqlite', file: ':memory:' },
    },
    clock,
    mailer,
    log,
    // Not started: tests run due tasks with `queue.drain()`.
    queue: new EmbeddedQueue({ db: handle.db, clock, log }),
    files: createFileStore(config.fileStore),
    work: testWorkPool(config),
  };
  if (options.seed !== false) await seedDemoData(deps);
  const app = await buildApp(deps);
  await app.ready();
  return {
    deps,
    clock,
    mailer,
    app,
    close: async () => {
      await app.close();
      await handle.close();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the real API and answers the token. */
export async function signIn(app: FastifyInstance, login: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/authentication/authenticate?withProfileDetail=true',
    payload: { login, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${login} failed: ${res.body}`);
  return (res.json() as { result: { authToken: string } }).result.authToken;
}
