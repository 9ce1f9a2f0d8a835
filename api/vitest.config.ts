import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    // The embedded SQLite file (api/vitest.postgres.config.ts runs the same tests on PostgreSQL).
    // In-process apps log warnings and errors only (a line per request would drown the output).
    env: { POD_TEST_ENGINE: 'sqlite', LOG_LEVEL: 'warn' },
  },
});
