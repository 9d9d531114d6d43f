import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One `npm test` runs every project: pure units, server integration (on the database of DATABASE_URL,
// SQLite when unset), web components in jsdom, and end-to-end specs in real Chromium.
export default defineConfig({
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    // Two test files at a time even on two processors (Vitest's default is one fewer than the processors, so one
    // at a time there): much of an integration or end-to-end file's time is spent waiting on a database, a
    // process it started or Chromium, and the end-to-end files (one at a time, against one product) then run
    // beside the rest instead of after it.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      'packages/domain',
      'packages/documents',
      'packages/sdk',
      'apps/server',
      'apps/web',
      'tests/e2e',
      'bench',
    ],
  },
});
