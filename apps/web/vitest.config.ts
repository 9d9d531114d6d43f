import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  define: { __CLIENT_REVISION__: JSON.stringify('test') },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom per worker instead of one per file (setup.ts gives each file fresh app modules).
    isolate: false,
    css: false,
    // Generous: two cores shared with the server and browser tests in one `npm test`.
    testTimeout: 15_000,
  },
});
