import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest test files the summary names (where CI time goes). */
const SLOWEST = 15;

/**
 * Ends every run with the slowest test files (project, seconds spent in their tests and hooks) and one plain
 * line, `tests: N passed, N failed[, N skipped]`, that CI tooling can read.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      if (module.state() === 'failed' && ![...module.children.allTests()].length) failed++;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    const slowest = [...testModules]
      .map((module) => ({
        name: `${module.project.name} ${path.relative(process.cwd(), module.moduleId)}`,
        seconds: module.diagnostic().duration / 1000,
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SLOWEST);
    if (slowest.length > 1) {
      process.stdout.write(`\nslowest test files:\n`);
      for (const { name, seconds } of slowest) {
        process.stdout.write(`  ${seconds.toFixed(1).padStart(7)} s  ${name}\n`);
      }
    }
    process.stdout.write(
      `\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
    );
  }
}
