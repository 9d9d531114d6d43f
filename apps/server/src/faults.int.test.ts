import { describe, expect, it } from 'vitest';
import { recoveryMs, runFaults, type Topology } from './test/faults';

// Issue 12's fault suite in CI: the process running the tasks killed with SIGKILL at ten points or more of
// deposits' processing, orders' delivery creation and composition, and their e-mails' hand-over to a real SMTP
// server (test/faults.ts says where, and what is checked); after each kill a new process resumes the work
// within 30 s, and nothing is done twice or lost. bench/faults.bench.ts runs the same with fifty kills.

const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
/** Fixed: the same kill points on every run; FAULTS_SEED tries others. */
const SEED = Number(process.env.FAULTS_SEED ?? 12);

async function suite(topology: Topology) {
  const report = await runFaults({
    topology,
    postgresUrl,
    // Rounds until ten kills were counted: on a fast machine a kill may find its work already done (not counted).
    rounds: 16,
    stopAfterKills: 10,
    lettersPerRound: 4,
    killsPerRound: 4,
    seed: SEED,
    log: (line) => console.log(`[faults ${topology}] ${line}`),
  });
  const slowest = Math.max(...report.kills.map((k) => k.resumedMs));
  console.log(
    `[faults ${topology}] seed ${SEED}: ${report.kills.length} kills over ${report.rounds} rounds, ${report.letters} e-mails, ${(report.wallMs / 1000).toFixed(1)} s, slowest resume ${(slowest / 1000).toFixed(1)} s after its kill`,
  );
  expect(report.problems).toEqual([]);
  expect(report.duplicates).toBe(0);
  expect(report.lost).toBe(0);
  expect(report.kills.length).toBeGreaterThanOrEqual(10);
  // Each kind of point is hit: a deposit processing, an order's creation and composition, an e-mail's hand-over.
  expect(new Set(report.kills.map((k) => k.point))).toEqual(new Set(['deposit', 'order', 'mail']));
  for (const kill of report.kills) expect(recoveryMs(kill), JSON.stringify(kill)).toBeLessThan(30_000);
}

describe('kill -9 at many points of the work', () => {
  it.skipIf(!!postgresUrl)('one process on SQLite, killed and restarted', () => suite('sqlite'), 480_000);
  it.skipIf(!postgresUrl)(
    'a work process on PostgreSQL with pg-boss, killed and replaced',
    () => suite('pg-boss'),
    480_000,
  );
});
