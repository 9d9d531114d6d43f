import { defineProject } from 'vitest/config';

// End-to-end specs: the real product started as the README says, driven in real Chromium.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    exclude: ['node_modules/**'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // What a screen shows after a poll, a broadcast or a reload: seconds on a loaded machine, not expect.poll's 1 s.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
