import { defineProject } from 'vitest/config';

// Unit tests (*.test.ts) and integration tests (*.int.test.ts) against the database of DATABASE_URL: SQLite in
// memory when unset, else PostgreSQL schemas. The global setup migrates and seeds the templates that every test
// context starts from (src/test/test-database.ts).
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    // The files of a worker share its modules: the app is imported once, not once per file (no test mocks a
    // module or changes the environment; each builds its own app over its own database).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
