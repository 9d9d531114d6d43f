import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { FaultRunOptions } from './faults';
import {
  apiOf,
  freePort,
  isRunning,
  killHard,
  sleep,
  startProcess,
  waitReady,
  type Api,
  type Started,
} from './processes';

// The processes of the fault suite (faults.ts) for one topology, started the way a user starts them, and a
// reader of the product's database from outside them.

/** Seconds a claim waits unreported before it is resolved (SEND_HAND_OVER_LEASE_SECONDS; default 300). */
const HAND_OVER_LEASE_SECONDS = 15;

/** Reads the product's database from outside its processes (SQL with `?` placeholders). */
export type Reader = {
  rows: <T>(sql: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
};

function sqliteReader(file: string): Reader {
  let db: SQLite.Database | null = null;
  return {
    rows: async <T>(sql: string, params: unknown[] = []) => {
      db ??= new SQLite(file, { fileMustExist: true });
      db.pragma('busy_timeout = 5000');
      return db.prepare(sql).all(...params) as T[];
    },
    close: async () => {
      db?.close();
    },
  };
}

async function postgresReader(url: string): Promise<Reader> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // One query at a time on the one connection (the watchers of a round read concurrently).
  let last: Promise<unknown> = Promise.resolve();
  return {
    rows: <T>(sql: string, params: unknown[] = []) => {
      let n = 0;
      const text = sql.replace(/\?/g, () => `$${++n}`);
      const next = last.catch(() => {}).then(async () => (await client.query(text, params)).rows as T[]);
      last = next;
      return next;
    },
    close: () => client.end(),
  };
}

/** The processes of one topology: the one that runs tasks can be killed and replaced. */
export type Cluster = {
  api: Api;
  /** Kills the task-running process with SIGKILL; resolves once it is gone. */
  kill: () => Promise<void>;
  /**
   * Starts its replacement; `up` settles when it runs tasks (it logged "worker started"), `ready` when the API
   * answers again.
   */
  restart: () => { up: Promise<void>; ready: Promise<void> };
  reader: Reader;
  stop: () => Promise<void>;
};

export async function startCluster(
  options: Pick<FaultRunOptions, 'topology' | 'postgresUrl'>,
  smtpUrl: string,
): Promise<Cluster> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'postbridge-faults-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const processes: Started[] = [];
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    // `info`: a `work` replacement's "worker started" dates its start-up apart from the recovery.
    LOG_LEVEL: 'info',
    // Another instance's bounce receiver may hold the default port; these runs get no bounces.
    BOUNCE_SMTP_PORT: '0',
    WORK_THREADS: '1',
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Demo Company <invoices@demo.example>',
    SEND_HAND_OVER_LEASE_SECONDS: String(HAND_OVER_LEASE_SECONDS),
  };
  let database: string | null = null;
  if (options.topology === 'sqlite') {
    env.DATABASE_URL = `sqlite:${path.join(dataDir, 'postbridge.sqlite')}`;
    env.QUEUE = 'embedded';
  } else {
    if (!options.postgresUrl) throw new Error(`${options.topology} needs a PostgreSQL URL`);
    database = `pbt_faults_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: options.postgresUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const target = new URL(options.postgresUrl);
    target.pathname = `/${database}`;
    env.DATABASE_URL = target.toString();
    env.QUEUE = options.topology === 'pg-boss' ? 'pg-boss' : 'embedded';
  }
  const sqlite = options.topology === 'sqlite';
  const start = (mode: 'serve' | 'work' | 'all') => {
    const p = startProcess(`${mode}-${processes.length + 1}`, mode, env);
    processes.push(p);
    return p;
  };
  if (sqlite) start('all');
  else {
    start('serve');
    start('work');
  }
  let worker = processes.at(-1)!;
  await waitReady(baseUrl, processes, 120_000);
  const reader = sqlite
    ? sqliteReader(path.join(dataDir, 'postbridge.sqlite'))
    : await postgresReader(env.DATABASE_URL);
  return {
    api: apiOf(baseUrl),
    reader,
    kill: () => killHard(worker),
    restart: () => {
      const replacement = (worker = start(sqlite ? 'all' : 'work'));
      const up = new Promise<void>((resolve) => {
        const seen = (chunk: Buffer) => {
          // `work` logs it; `all` starts its queue, then says where it listens.
          if (!/"msg":"worker started"|Postbridge is running at/.test(chunk.toString())) return;
          replacement.child.stdout!.off('data', seen);
          resolve();
        };
        replacement.child.stdout!.on('data', seen);
        void replacement.exited.then(() => resolve());
      });
      return { up, ready: sqlite ? waitReady(baseUrl, [replacement], 120_000) : Promise.resolve() };
    },
    stop: async () => {
      await reader.close();
      for (const p of processes) if (isRunning(p)) p.child.kill('SIGTERM');
      await Promise.race([Promise.all(processes.map((p) => p.exited)), sleep(10_000)]);
      await Promise.all(processes.map(killHard));
      if (database) {
        const admin = new pg.Client({ connectionString: options.postgresUrl });
        await admin.connect();
        await admin.query(`drop database if exists ${database} with (force)`);
        await admin.end();
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
