import { round, summarise } from './stats';

// The capacity model of capacity.bench.ts: what one run measured (RunFigures), its medians per letter, the check
// of the smaller size's prediction against the larger size, and what 10 million letters a day need.

/** The model's question. */
const LETTERS_PER_DAY = 10_000_000;
/** The day's letters are deposited, composed and handed over within this window (peak factor 24 / 8 = 3). */
const WINDOW_HOURS = 8;
/** Processors sized to be busy at most this share of the window (room for retries, spikes, a lost machine). */
const TARGET_BUSY = 0.7;
/** How long letters, shipments, their history and files are kept (the proofs of a year). */
const RETENTION_DAYS = 365;
/**
 * Tables the product empties sooner: the event log after KEEP_EVENTS_DAYS (30 by default), finished tasks after
 * 7 days (housekeeping's hourly purge), webhook deliveries with the events.
 */
const KEPT_DAYS: Record<string, number> = { event: 30, task: 7, webhook_delivery: 30 };
const keptDays = (table: string) => KEPT_DAYS[table] ?? RETENTION_DAYS;
export type Phase = { wallMs: number; cpuMs: number; dbCpuMs: number | null };
export type RunFigures = {
  letters: number;
  pages: number;
  /** Bytes of the PDF deposited. */
  depositedBytes: number;
  deposit: Phase;
  /** Order to every shipment composed and handed over (past 250). */
  composition: Phase;
  /** Order to every shipment at a final status (composition included). */
  sending: Phase;
  rows: number;
  rowsByTable: Record<string, number>;
  dbBytes: number;
  /** Bytes of each table with its indexes (SQLite: dbstat; PostgreSQL: pg_total_relation_size). */
  bytesByTable: Record<string, number>;
  storageBytes: number;
  depositTasks: number;
  orderTasks: number;
  tasksByName: Record<string, number>;
  /** PostgreSQL only: tuples inserted, updated or deleted, and transactions committed, in the database. */
  pgTuples: number | null;
  pgCommits: number | null;
  packGroupsOk: number;
};

/** Medians over the runs of one size, per letter (processor times in s). */
export type PerLetter = {
  letters: number;
  pages: number;
  runs: number;
  depositCpuS: number;
  compositionCpuS: number;
  sendingCpuS: number;
  /** Deposit + sending: the whole path of a letter, in the server's processes. */
  cpuS: number;
  dbCpuS: number | null;
  depositPagesPerCoreS: number;
  compositionPagesPerCoreS: number;
  depositWallS: number;
  sendingWallS: number;
  rows: number;
  rowsByTable: Record<string, number>;
  dbBytes: number;
  bytesByTable: Record<string, number>;
  /** Database bytes kept at the retention of each table, per letter of one day. */
  dbBytesKept: number;
  storageBytes: number;
  /** Bytes stored per byte deposited: the file store grows with the letters' own PDFs. */
  storagePerDeposited: number;
  depositedBytesPerPage: number;
  /** Tasks per letter: from the deposit, from the order. */
  depositTasks: number;
  orderTasks: number;
  /** Tasks of the median run (not per letter), by name. */
  tasksByName: Record<string, number>;
  pgTuples: number | null;
  pgCommits: number | null;
};

/**
 * Database bytes per letter of one day, times the days each table keeps them: the measured growth spread by each
 * table's share of it (page-level sizes round the small tables up).
 */
function keptBytes(perLetter: number, byTable: Record<string, number>): number {
  const total = Object.values(byTable).reduce((a, b) => a + b, 0);
  if (total <= 0) return perLetter * RETENTION_DAYS;
  const kept = Object.entries(byTable).reduce((a, [table, bytes]) => a + bytes * keptDays(table), 0);
  return perLetter * (kept / total);
}

const median = (values: number[]) => summarise(values).median;

export function perLetter(runs: RunFigures[]): PerLetter {
  const first = runs[0]!;
  const n = first.letters;
  const m = (f: (r: RunFigures) => number) => median(runs.map(f));
  const mOrNull = (f: (r: RunFigures) => number | null) =>
    runs.every((r) => f(r) !== null) ? median(runs.map((r) => f(r)!)) : null;
  const medianRun = runs.find((r) => r.rows === m((x) => x.rows)) ?? first;
  const dbCpu = mOrNull((r) =>
    r.deposit.dbCpuMs === null || r.sending.dbCpuMs === null ? null : r.deposit.dbCpuMs + r.sending.dbCpuMs,
  );
  return {
    letters: n,
    pages: first.pages,
    runs: runs.length,
    depositCpuS: m((r) => r.deposit.cpuMs) / 1000 / n,
    compositionCpuS: m((r) => r.composition.cpuMs) / 1000 / n,
    sendingCpuS: m((r) => r.sending.cpuMs) / 1000 / n,
    cpuS: m((r) => r.deposit.cpuMs + r.sending.cpuMs) / 1000 / n,
    dbCpuS: dbCpu === null ? null : dbCpu / 1000 / n,
    depositPagesPerCoreS: m((r) => r.pages / (r.deposit.cpuMs / 1000)),
    compositionPagesPerCoreS: m((r) => r.pages / (r.composition.cpuMs / 1000)),
    depositWallS: m((r) => r.deposit.wallMs) / 1000,
    sendingWallS: m((r) => r.sending.wallMs) / 1000,
    rows: m((r) => r.rows) / n,
    rowsByTable: Object.fromEntries(Object.entries(medianRun.rowsByTable).map(([t, v]) => [t, v / n])),
    dbBytes: m((r) => r.dbBytes) / n,
    bytesByTable: Object.fromEntries(Object.entries(medianRun.bytesByTable).map(([t, v]) => [t, v / n])),
    dbBytesKept: keptBytes(m((r) => r.dbBytes) / n, medianRun.bytesByTable),
    storageBytes: m((r) => r.storageBytes) / n,
    storagePerDeposited: m((r) => r.storageBytes / r.depositedBytes),
    depositedBytesPerPage: first.depositedBytes / first.pages,
    depositTasks: m((r) => r.depositTasks) / n,
    orderTasks: m((r) => r.orderTasks) / n,
    tasksByName: medianRun.tasksByName,
    pgTuples: mOrNull((r) => r.pgTuples) === null ? null : mOrNull((r) => r.pgTuples)! / n,
    pgCommits: mOrNull((r) => r.pgCommits) === null ? null : mOrNull((r) => r.pgCommits)! / n,
  };
}

export function printRun(r: RunFigures, i: number): void {
  const s = (ms: number) => `${round(ms / 1000)} s`;
  const db = (p: Phase) => (p.dbCpuMs === null ? '' : `, PostgreSQL ${s(p.dbCpuMs)}`);
  console.log(
    `  ${r.letters} letters (${r.pages} pages), run ${i}: deposit ${s(r.deposit.wallMs)} (processor ${s(r.deposit.cpuMs)}${db(r.deposit)}), ` +
      `order to composed ${s(r.composition.wallMs)} (processor ${s(r.composition.cpuMs)}), to final ${s(r.sending.wallMs)} ` +
      `(processor ${s(r.sending.cpuMs)}${db(r.sending)}); rows +${r.rows}, database +${round(r.dbBytes / 1e6)} MB, ` +
      `files +${round(r.storageBytes / 1e6)} MB, tasks ${r.depositTasks} + ${r.orderTasks}` +
      (r.pgTuples === null ? '' : `, PostgreSQL tuples written ${r.pgTuples}, commits ${r.pgCommits}`) +
      `; letters as generated ${r.packGroupsOk}/${r.letters}`,
  );
}

/** The smaller size's figures per letter, scaled to the larger size, against the larger size measured. */
export function printCheck(small: PerLetter, large: PerLetter): void {
  const rows: [string, number | null, number | null][] = [
    ['server processor s, deposit', small.depositCpuS, large.depositCpuS],
    ['server processor s, order to final', small.sendingCpuS, large.sendingCpuS],
    ['PostgreSQL processor s', small.dbCpuS, large.dbCpuS],
    ['rows added', small.rows, large.rows],
    ['database bytes', small.dbBytes, large.dbBytes],
    ['stored file bytes', small.storageBytes, large.storageBytes],
    ['queue tasks', small.depositTasks + small.orderTasks, large.depositTasks + large.orderTasks],
    ['PostgreSQL tuples written', small.pgTuples, large.pgTuples],
  ];
  console.log(
    `\ncheck: the model from ${small.letters} letters predicts ${large.letters} letters (medians of ${small.runs} and ${large.runs} runs)`,
  );
  console.log(table(['figure (whole run)', 'predicted', 'measured', 'measured / predicted']));
  const ratios: number[] = [];
  for (const [label, a, b] of rows) {
    if (a === null || b === null) continue;
    const predicted = a * large.letters;
    const measured = b * large.letters;
    ratios.push(measured / predicted);
    console.log(table([label, fmt(predicted), fmt(measured), String(round(measured / predicted))]));
  }
  const marginal = (a: number, b: number) =>
    (b * large.letters - a * small.letters) / (large.letters - small.letters);
  console.log(
    `marginal processor time per letter between the two sizes: deposit ${round(marginal(small.depositCpuS, large.depositCpuS) * 1000)} ms, ` +
      `order to final ${round(marginal(small.sendingCpuS, large.sendingCpuS) * 1000)} ms (the rest is a fixed cost per deposit and order)`,
  );
  console.log(
    `check ratios from ${round(Math.min(...ratios))} to ${round(Math.max(...ratios))} (1 is a linear model that holds)`,
  );
}

type Model = { lettersPerS: number; cores: number; dbCores: number | null };

export function modelFor(p: PerLetter): Model {
  const lettersPerS = LETTERS_PER_DAY / (WINDOW_HOURS * 3600);
  return {
    lettersPerS,
    cores: Math.ceil((lettersPerS * p.cpuS) / TARGET_BUSY),
    dbCores: p.dbCpuS === null ? null : Math.ceil((lettersPerS * p.dbCpuS) / TARGET_BUSY),
  };
}

export function printModel(model: Model, p: PerLetter): void {
  const pagesPerLetter = p.pages / p.letters;
  const day = LETTERS_PER_DAY;
  const gb = (bytes: number) => `${round(bytes / 1e9)} GB`;
  const tb = (bytes: number) => `${round(bytes / 1e12)} TB`;
  console.log(
    `\nmodel: ${fmt(day)} letters a day (${round(pagesPerLetter)} pages each), worked within ${WINDOW_HOURS} h ` +
      `(peak ${round(model.lettersPerS)} letters/s), processors busy ${TARGET_BUSY * 100}%, kept ${RETENTION_DAYS} days ` +
      `(the event log 30, finished tasks 7); ` +
      `per-letter figures of the ${p.letters}-letter runs`,
  );
  console.log(table(['', 'per letter', 'per day / at peak', 'sizing']));
  const line = (cells: string[]) => console.log(table(cells));
  line([
    'deposit (split, address, pre-flight)',
    `${round(p.depositCpuS * 1000)} ms processor`,
    `${round(p.depositPagesPerCoreS)} pages/s per core`,
    `${round((model.lettersPerS * p.depositCpuS) / TARGET_BUSY)} cores`,
  ]);
  line([
    'composition + verification + hand-over',
    `${round(p.compositionCpuS * 1000)} ms processor`,
    `${round(p.compositionPagesPerCoreS)} pages/s per core`,
    `${round((model.lettersPerS * p.compositionCpuS) / TARGET_BUSY)} cores`,
  ]);
  line([
    'whole path (deposit to final status)',
    `${round(p.cpuS * 1000)} ms processor`,
    `${round(1 / p.cpuS)} letters/s per core`,
    `${model.cores} cores (serve + work processes)`,
  ]);
  if (p.dbCpuS !== null)
    line([
      'PostgreSQL backends',
      `${round(p.dbCpuS * 1000)} ms processor`,
      `${round(model.lettersPerS * p.dbCpuS)} cores busy at peak`,
      `${model.dbCores} cores`,
    ]);
  line([
    'database rows',
    `${round(p.rows)} rows`,
    `${fmt(p.rows * day)} rows/day`,
    `${fmt(Object.entries(p.rowsByTable).reduce((a, [t, n]) => a + n * keptDays(t), 0) * day)} rows kept`,
  ]);
  if (p.pgTuples !== null && p.pgCommits !== null)
    line([
      'PostgreSQL writes',
      `${round(p.pgTuples)} tuples, ${round(p.pgCommits)} commits`,
      `${fmt(p.pgTuples * model.lettersPerS)} tuples/s, ${fmt(p.pgCommits * model.lettersPerS)} commits/s`,
      '',
    ]);
  line([
    'database bytes',
    `${fmt(p.dbBytes)} B`,
    `${gb(p.dbBytes * day)}/day`,
    `${tb(p.dbBytesKept * day)} kept`,
  ]);
  line([
    'file store bytes',
    `${fmt(p.storageBytes)} B`,
    `${gb(p.storageBytes * day)}/day`,
    `${tb(p.storageBytes * day * RETENTION_DAYS)} kept`,
  ]);

  line([
    'queue tasks',
    `${round(p.depositTasks + p.orderTasks)} tasks`,
    `${fmt((p.depositTasks + p.orderTasks) * day)} tasks/day`,
    `${round((p.depositTasks + p.orderTasks) * model.lettersPerS)} tasks/s at peak`,
  ]);
  const top = (byTable: Record<string, number>) =>
    Object.entries(byTable)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([t, v]) => `${t} ${round(v)}`)
      .join(', ');
  console.log(`rows per letter by table: ${top(p.rowsByTable)}`);
  console.log(
    `database bytes per letter by table (indexes included): ${top(p.bytesByTable)}; kept ${RETENTION_DAYS} days but ` +
      Object.entries(KEPT_DAYS)
        .map(([t, d]) => `${t} ${d}`)
        .join(', '),
  );
  console.log(
    `tasks of a deposit and its order of ${p.letters} letters by name: ${top(p.tasksByName)}; from the order on: ` +
      `${Math.round(p.orderTasks * p.letters)}`,
  );
  console.log(
    `file store: ${round(p.storagePerDeposited)} bytes stored per byte deposited (the deposit and its print files); ` +
      `these letters weigh ${fmt(p.depositedBytesPerPage)} B a page: scale by your letters' own weight`,
  );
}

const fmt = (n: number) => (Math.abs(n) >= 100 ? Math.round(n).toLocaleString('en-US') : String(round(n)));
const table = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(i === 0 ? 40 : 26)).join(' | ')} |`;
