// The capacity model of docs/operations.md, from figures measured on the real product at a reduced scale: the
// server started as a user starts it (`main.ts all`, a fresh DATA_DIR and a fresh database: the embedded SQLite,
// or a PostgreSQL database of its own created on the server of DATABASE_URL), a service configured through the
// API, a PDF of letters of 1 to 3 pages deposited, every letter ordered (and validated when the profile needs
// it), composed into print files, verified, handed over to the simulator provider and tracked to a final status
// (SIMULATOR_STEP_SECONDS=1, no simulated errors). Measured per phase: the server's processor time (all its
// threads, from /proc: pages per processor-second is pages per second per core), on PostgreSQL the processor time
// of the database's backends; per letter: rows added to every table, database bytes, bytes in the file store,
// queue tasks. From them, what 10 million letters a day need.
// "Checked by a simulation": the same at two sizes; the model made from the smaller run's figures predicts the
// larger run (processor time, rows, bytes, tasks), and the ratio measured / predicted is printed. The smaller run
// is the reference of the same process; the machine is noisy: each size runs CAPACITY_RUNS times (3), medians.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type RawBuilder } from 'kysely';
import { SHIPMENT_STATUS_CODES } from '@postbridge/domain';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/platform/db/database';
import { buildLetterBatch } from '../packages/documents/src/pdf/testing/letter-batch';
import { Api, sleep, startServer, type Letter } from './bench-server';
import { ADMIN } from './deposit.bench';
import { frenchAddresses, pagesPerLetter } from './french-addresses';
import {
  modelFor,
  perLetter,
  printCheck,
  printModel,
  printRun,
  type PerLetter,
  type Phase,
  type RunFigures,
} from './capacity-model';
import { round } from './stats';

/** Letters of the smaller and the larger run; CAPACITY_SIZES=50,200 for a quick look. */
const SIZES = (process.env.CAPACITY_SIZES ?? '500,2000').split(',').map(Number);
const RUNS = Number(process.env.CAPACITY_RUNS ?? 3);
const PHASE_TIMEOUT_MS = 20 * 60_000;
const POLL_MS = 250;
const TICKS_PER_S = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const FINAL = Object.entries(SHIPMENT_STATUS_CODES)
  .filter(([, info]) => info.final)
  .map(([code]) => Number(code));

export async function run(): Promise<void> {
  const base = process.env.DATABASE_URL;
  const dialect = base ? 'PostgreSQL (a database of its own on DATABASE_URL)' : 'embedded SQLite';
  console.log(
    `capacity: ${dialect}, sizes ${SIZES.join(' and ')} letters, ${RUNS} runs each, ${os.availableParallelism()} processors`,
  );
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pb-bench-capacity-'));
  const bySize: RunFigures[][] = [];
  try {
    for (const letters of SIZES) {
      const batch = await letterBatch(letters);
      const runs: RunFigures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const figures = await measure(path.join(dir, `${letters}-${i}`), batch, base);
        runs.push(figures);
        printRun(figures, i + 1);
      }
      bySize.push(runs);
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  const [small, large] = bySize.map(perLetter) as [PerLetter, PerLetter];
  printCheck(small, large);
  const model = modelFor(large);
  printModel(model, large);
  const failed = bySize.flat().filter((r) => r.packGroupsOk !== r.letters);
  for (const r of failed)
    console.log(`CORRECTNESS FAILED: ${r.packGroupsOk}/${r.letters} letters as generated`);
  if (failed.length) process.exitCode = 1;
  console.log(
    `capacity letters_per_core_s=${round(1 / large.cpuS)} cores_for_10M_per_day=${model.cores} ` +
      `db_bytes_per_letter=${Math.round(large.dbBytes)} storage_bytes_per_letter=${Math.round(large.storageBytes)} ` +
      `queue_ops_per_order=${Math.round(large.orderTasks * large.letters)}`,
  );
}

type Batch = { bytes: Uint8Array; letters: Letter[]; pages: number };

async function letterBatch(count: number): Promise<Batch> {
  const addresses = frenchAddresses(count);
  const counts = pagesPerLetter(count);
  const bytes = await buildLetterBatch(counts, { addressOf: (n) => addresses[n - 1]! });
  const letters: Letter[] = [];
  let pages = 0;
  counts.forEach((n, i) => {
    letters.push({ pages: n, firstPage: pages + 1, address: addresses[i]!.join('\n') });
    pages += n;
  });
  return { bytes, letters, pages };
}

/** One run: a fresh server and database, a deposit of the batch, its order sent to final statuses. */
async function measure(dataDir: string, batch: Batch, base: string | undefined): Promise<RunFigures> {
  const database = base
    ? await createDatabase(base, `pb_capacity_${process.pid}_${path.basename(dataDir)}`)
    : null;
  const env: Record<string, string> = { SIMULATOR_STEP_SECONDS: '1', SIMULATOR_ERROR_RATE: '0' };
  if (database) env.DATABASE_URL = database.url;
  const server = await startServer(dataDir, { env }).catch(async (err: unknown) => {
    await database?.drop();
    throw err;
  });
  const probe = new Probe(
    openDatabase(
      database
        ? { kind: 'postgres', url: database.url }
        : { kind: 'sqlite', file: path.join(dataDir, 'postbridge.sqlite') },
    ),
  );
  const backends = database ? new BackendCpu(base!, database.name) : null;
  try {
    const api = new Api(server.url);
    await api.signIn(ADMIN.login, ADMIN.password);
    const service = await api.saveBenchService();
    // The tasks every process runs at start (purge, retention…) are done before the baseline.
    await sleep(2_000);
    const before = await probe.snapshot(dataDir);
    const cpu = () => ({ at: performance.now(), server: cpuMs(server.pid), db: backends?.cpuMs() ?? null });
    const phase = (from: ReturnType<typeof cpu>, to: ReturnType<typeof cpu>): Phase => ({
      wallMs: to.at - from.at,
      cpuMs: to.server - from.server,
      dbCpuMs: from.db === null || to.db === null ? null : to.db - from.db,
    });

    await backends?.sample();
    const depositStart = cpu();
    const depositStartIso = new Date().toISOString();
    const deposit = await api.deposit(service, batch.bytes);
    await backends?.sample();
    const depositEnd = cpu();

    // What the user reads before ordering (not counted): the letters, checked against the generated ones.
    const packGroupsOk = await api.checkPackGroups(deposit.jobId, service.addressKey, batch.letters);
    const groups = await api.call<{ id: string }[]>('GET', `/jobs/${deposit.jobId}/packGroups`);
    if (groups.length !== batch.letters.length)
      throw new Error(`the deposit made ${groups.length} letters of ${batch.letters.length}: not sent`);

    await backends?.sample();
    const orderStart = cpu();
    const orderStartIso = new Date().toISOString();
    const command = await api.call<{ id: string; state: string }>('POST', '/deliveries/commands', {
      packGroupIds: groups.map((g) => g.id),
    });
    if (command.state === 'AWAIT_VALIDATION') {
      await api.call('POST', `/deliveries/commands/${command.id}/validate`, {});
    }
    let composed: ReturnType<typeof cpu> | null = null;
    const deadline = Date.now() + PHASE_TIMEOUT_MS;
    for (;;) {
      const s = await probe.shipments(command.id);
      await backends?.sample();
      if (!composed && s.total === batch.letters.length && s.past250 === s.total) composed = cpu();
      if (s.total === batch.letters.length && s.final === s.total) break;
      if (Date.now() > deadline) throw new Error(`shipments still not final: ${JSON.stringify(s)}`);
      await sleep(POLL_MS);
    }
    const orderEnd = cpu();
    // PostgreSQL's statistics reach pg_stat_database within a second of each transaction.
    await sleep(1_500);
    const after = await probe.snapshot(dataDir);
    const tasks = await probe.tasksSince(depositStartIso, orderStartIso);
    const rowsByTable: Record<string, number> = {};
    for (const [table, n] of after.rows) {
      const added = n - (before.rows.get(table) ?? 0);
      if (added) rowsByTable[table] = added;
    }
    const bytesByTable: Record<string, number> = {};
    for (const [table, n] of after.bytes) {
      const added = n - (before.bytes.get(table) ?? 0);
      if (added) bytesByTable[table] = added;
    }
    return {
      letters: batch.letters.length,
      pages: batch.pages,
      depositedBytes: batch.bytes.length,
      deposit: phase(depositStart, depositEnd),
      composition: phase(orderStart, composed ?? orderEnd),
      sending: phase(orderStart, orderEnd),
      rows: Object.values(rowsByTable).reduce((a, b) => a + b, 0),
      rowsByTable,
      dbBytes: after.dbBytes - before.dbBytes,
      bytesByTable,
      storageBytes: after.storageBytes - before.storageBytes,
      depositTasks: tasks.deposit,
      orderTasks: tasks.order,
      tasksByName: tasks.byName,
      pgTuples: after.pg && before.pg ? after.pg.tuples - before.pg.tuples : null,
      pgCommits:
        after.pg && before.pg
          ? after.pg.commits - before.pg.commits - (after.pg.probeQueries - before.pg.probeQueries)
          : null,
      packGroupsOk,
    };
  } catch (err) {
    console.error(`server log (last lines):\n${await server.logTail()}`);
    throw err;
  } finally {
    await probe.close();
    await backends?.close();
    await server.stop();
    await database?.drop();
  }
}

/** utime + stime of a process, all its threads (ms). */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_S) * 1000;
  } catch {
    return NaN;
  }
}

type Snapshot = {
  rows: Map<string, number>;
  bytes: Map<string, number>;
  dbBytes: number;
  storageBytes: number;
  pg: { tuples: number; commits: number; probeQueries: number } | null;
};

/** Reads the product's database (its tables, size, shipments, tasks) from the bench process. */
class Probe {
  /** Queries of the probe: each is a transaction pg_stat_database counts, taken off the product's commits. */
  private queries = 0;

  constructor(private readonly handle: DatabaseHandle) {}

  private async query<T>(text: RawBuilder<T>): Promise<T[]> {
    this.queries++;
    return (await text.execute(this.handle.db)).rows;
  }

  async snapshot(dataDir: string): Promise<Snapshot> {
    const pg = this.handle.dialect === 'postgres';
    const stats = pg ? { ...(await this.pgStats()), probeQueries: this.queries } : null;
    const tables = pg
      ? await this.query<{ name: string }>(
          sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
        )
      : await this.query<{ name: string }>(
          sql`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`,
        );
    const rows = new Map<string, number>();
    for (const { name } of tables) {
      const [row] = await this.query<{ n: number | string }>(
        sql`select count(*) as n from ${sql.table(name)}`,
      );
      rows.set(name, Number(row!.n));
    }
    const dbBytes = pg
      ? Number((await this.query<{ n: string }>(sql`select pg_database_size(current_database()) as n`))[0]!.n)
      : await this.sqliteBytes();
    const sizes = pg
      ? await this.query<{ name: string; n: string }>(
          sql`select c.relname as name, pg_total_relation_size(c.oid) as n from pg_class c
              join pg_namespace ns on ns.oid = c.relnamespace where ns.nspname = current_schema() and c.relkind = 'r'`,
        )
      : await this.query<{ name: string; n: number }>(
          sql`select m.tbl_name as name, sum(d.pgsize) as n from dbstat d join sqlite_master m on m.name = d.name
              group by m.tbl_name`,
        );
    const bytes = new Map(sizes.map((r) => [r.name, Number(r.n)]));
    return { rows, bytes, dbBytes, storageBytes: await storedBytes(dataDir), pg: stats };
  }

  /** Pages in use (WAL included: read through a connection), free pages left out. */
  private async sqliteBytes(): Promise<number> {
    const value = async (pragma: string) =>
      Number(Object.values((await this.query<Record<string, number>>(sql.raw(`pragma ${pragma}`)))[0]!)[0]);
    return ((await value('page_count')) - (await value('freelist_count'))) * (await value('page_size'));
  }

  private async pgStats(): Promise<{ tuples: number; commits: number }> {
    const [row] = await this.query<{ tuples: string; commits: string }>(
      sql`select tup_inserted + tup_updated + tup_deleted as tuples, xact_commit as commits
          from pg_stat_database where datname = current_database()`,
    );
    return { tuples: Number(row!.tuples), commits: Number(row!.commits) };
  }

  async shipments(commandId: string): Promise<{ total: number; past250: number; final: number }> {
    const [row] = await this.query<{ total: number | string; past: number | string; final: number | string }>(
      sql`select count(*) as total,
                 coalesce(sum(case when status_code <> 250 then 1 else 0 end), 0) as past,
                 coalesce(sum(case when status_code in (${sql.join(FINAL)}) then 1 else 0 end), 0) as final
          from shipment where command_id = ${commandId}`,
    );
    return { total: Number(row!.total), past250: Number(row!.past), final: Number(row!.final) };
  }

  /** Tasks of the queue added from the deposit on, those added from the order on, and by name. */
  async tasksSince(
    depositIso: string,
    orderIso: string,
  ): Promise<{ deposit: number; order: number; byName: Record<string, number> }> {
    const rows = await this.query<{ name: string; created_at: string }>(
      sql`select name, created_at from task where created_at >= ${depositIso}`,
    );
    const byName: Record<string, number> = {};
    let order = 0;
    for (const r of rows) {
      byName[r.name] = (byName[r.name] ?? 0) + 1;
      if (r.created_at >= orderIso) order++;
    }
    return { deposit: rows.length - order, order, byName };
  }

  close = () => this.handle.close();
}

/** Bytes of the files under DATA_DIR but the SQLite database's: the file store (deposits, print files…). */
async function storedBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name.startsWith('postbridge.sqlite')) continue;
    total += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/**
 * Processor time of the PostgreSQL backends serving one database: sampled (a backend may close between two
 * samples; its time up to the last sample counts), summed over every backend seen.
 */
class BackendCpu {
  private readonly handle: DatabaseHandle;
  private readonly seen = new Map<number, number>();

  constructor(
    url: string,
    private readonly name: string,
  ) {
    this.handle = openDatabase({ kind: 'postgres', url });
  }

  async sample(): Promise<void> {
    const { rows } = await sql<{ pid: number }>`
      select pid from pg_stat_activity where datname = ${this.name}`.execute(this.handle.db);
    for (const { pid } of rows) {
      const ms = cpuMs(pid);
      if (Number.isFinite(ms)) this.seen.set(pid, ms);
    }
  }

  cpuMs(): number {
    return [...this.seen.values()].reduce((a, b) => a + b, 0);
  }

  close = () => this.handle.close();
}

async function createDatabase(
  base: string,
  name: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const admin = openDatabase({ kind: 'postgres', url: base });
  const safe = name.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  await sql`create database ${sql.id(safe)}`.execute(admin.db);
  const url = new URL(base);
  url.pathname = `/${safe}`;
  return {
    name: safe,
    url: url.toString(),
    drop: async () => {
      await sql`drop database if exists ${sql.id(safe)} with (force)`.execute(admin.db);
      await admin.close();
    },
  };
}
