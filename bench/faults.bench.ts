import { randomInt } from 'node:crypto';
import {
  recoveryMs,
  runFaults,
  START_UP_CHARGED_MS,
  type FaultRunReport,
  type Topology,
} from '../apps/server/src/test/faults';
import { round, summarise } from './stats';

// `npm run bench -- faults`: issue 12's soak. The fault suite of apps/server/src/faults.int.test.ts (its
// scenario and checks: apps/server/src/test/faults.ts) with FAULTS_KILLS kill -9 (default 50) at seeded random
// points of deposits, orders and e-mail hand-overs, round after round until they are spent; FAULTS_SEED replays
// a run (the seed is printed). FAULTS_TOPOLOGY: `sqlite` (default; one `all` process), `pg-boss` or
// `pg-embedded` (`serve` + `work` on the PostgreSQL of DATABASE_URL). Reference in the same run: the same rounds
// without kills; the ratio is their wall times. Exits with 1 on a duplicate, a loss or a resume over 30 s (the
// replacement's start-up charged at most START_UP_CHARGED_MS: beyond, a loaded machine is slow to start Node).

const RESUME_LIMIT_S = 30;

function describe(label: string, report: FaultRunReport) {
  const s = (ms: number) => round(ms / 1000);
  console.log(
    `${label}: ${report.rounds} rounds, ${report.letters} e-mails, ${report.kills.length} kills, ${s(report.wallMs)} s, duplicates ${report.duplicates}, lost ${report.lost}`,
  );
  for (const p of report.problems) console.log(`  problem: ${p}`);
}

export async function run(): Promise<void> {
  const topology = (process.env.FAULTS_TOPOLOGY ?? 'sqlite') as Topology;
  const target = Number(process.env.FAULTS_KILLS ?? 50);
  const seed = Number(process.env.FAULTS_SEED ?? randomInt(1, 2 ** 31));
  const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
  const lettersPerRound = 5;
  const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
  console.log(
    `faults: topology ${topology}, seed ${seed}, ${target} kills, ${lettersPerRound} e-mails a round`,
  );

  const killed = await runFaults({
    topology,
    postgresUrl,
    rounds: 200,
    stopAfterKills: target,
    lettersPerRound,
    killsPerRound: 4,
    seed,
    log,
  });
  describe('with kills', killed);
  const reference = await runFaults({
    topology,
    postgresUrl,
    rounds: killed.rounds,
    lettersPerRound,
    killsPerRound: 0,
    seed,
    log,
  });
  describe('reference (no kill)', reference);

  const resumed = summarise(killed.kills.map((k) => k.resumedMs / 1000));
  const up = summarise(killed.kills.map((k) => k.upMs / 1000));
  const recovered = summarise(killed.kills.map((k) => recoveryMs(k) / 1000));
  const byPoint = new Map<string, number[]>();
  for (const k of killed.kills) byPoint.set(k.point, [...(byPoint.get(k.point) ?? []), k.resumedMs / 1000]);
  for (const [point, values] of byPoint) {
    const { median, max } = summarise(values);
    console.log(`  ${point}: ${values.length} kills, resumed median ${round(median)} s, max ${round(max)} s`);
  }
  console.log(
    `after a kill: replacement up median ${round(up.median)} s, p95 ${round(up.p95)} s; work resumed median ${round(resumed.median)} s, p95 ${round(resumed.p95)} s, max ${round(resumed.max)} s; with start-up charged at most ${START_UP_CHARGED_MS / 1000} s: p95 ${round(recovered.p95)} s, max ${round(recovered.max)} s`,
  );
  console.log(`wall time ratio to the run without kills ${round(killed.wallMs / reference.wallMs)}`);
  const duplicates = killed.duplicates + reference.duplicates;
  const lost = killed.lost + reference.lost;
  const clean = killed.problems.length + reference.problems.length === 0;
  const status =
    duplicates === 0 && lost === 0 && clean && recovered.max < RESUME_LIMIT_S && killed.kills.length >= target
      ? 0
      : 1;
  console.log(
    `faults kills=${killed.kills.length} resumed_p95_s=${round(resumed.p95)} duplicates=${duplicates} lost=${lost} status=${status}`,
  );
  process.exitCode = status;
}
