import { defineProject } from 'vitest/config';

// Unit tests (*.test.ts) and integration tests (*.int.test.ts) against the database of DATABASE_URL:
// SQLite in memory when unset, a fresh PostgreSQL schema per test file otherwise.
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
