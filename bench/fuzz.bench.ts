import { spawnSync } from 'node:child_process';
import path from 'node:path';

// `npm run bench -- fuzz`: the property-based fuzzing suites of issue 21 (docs/security.md "Fuzzing"), run far
// longer than in `npm test`: FUZZ_RUNS cases per property (default 20,000) within FUZZ_MS per property (default
// 60 s). The reference is the same suites at the test suite's size, run first in the same process tree: the
// ratio says how many times more cases the long run tried. Exits with the suites' status.
const repoRoot = path.resolve(import.meta.dirname, '..');
const SUITES = [
  'packages/documents/src/data/parse-data-file.fuzz.test.ts',
  'packages/documents/src/archive/zip.fuzz.test.ts',
  'packages/documents/src/address/address.fuzz.test.ts',
  'packages/domain/src/expressions/expressions.fuzz.test.ts',
  'apps/server/src/platform/http/entry-points.fuzz.int.test.ts',
];

function runSuites(env: Record<string, string>): { ms: number; status: number } {
  const started = performance.now();
  const projects = ['domain', 'documents', 'server'].flatMap((p) => ['--project', p]);
  const res = spawnSync('npx', ['vitest', 'run', ...projects, ...SUITES], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { ms: performance.now() - started, status: res.status ?? 1 };
}

export async function run(): Promise<void> {
  const runs = process.env.FUZZ_RUNS ?? '20000';
  const ms = process.env.FUZZ_MS ?? '60000';
  const reference = runSuites({});
  console.log(`fuzz reference (test-suite size) ${Math.round(reference.ms)} ms status=${reference.status}`);
  const long = runSuites({ FUZZ_RUNS: runs, FUZZ_MS: ms });
  console.log(
    `fuzz suites=${SUITES.length} runs_per_property<=${runs} ms_per_property<=${ms} wall_ms=${Math.round(long.ms)} ratio_to_reference=${(long.ms / reference.ms).toFixed(1)} status=${long.status}`,
  );
  if (reference.status !== 0 || long.status !== 0) process.exitCode = 1;
}
