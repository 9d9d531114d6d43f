import { defineConfig } from 'vitest/config';

// One `npm test` runs every project: pure units, server integration (on the database of DATABASE_URL,
// SQLite when unset), web components in jsdom, and end-to-end specs in real Chromium.
export default defineConfig({
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
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
