import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure units (no I/O, no global state): the files of a worker share its modules instead of importing them
    // again each.
    isolate: false,
    testTimeout: 15_000,
  },
});
