import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'documents',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file in a worker of its own, as by default (mupdf keeps fonts it has loaded for the whole process,
    // which a file's tests must not find), but a thread starts in about half the time of a process.
    pool: 'threads',
    testTimeout: 15_000,
  },
});
