import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Each room has its own vitest.config.ts; `pnpm test:unit` runs them all. The API's tests run
// twice: on the embedded SQLite file and on PostgreSQL (api/vitest.postgres.config.ts).
export default defineConfig({
  test: {
    // Every core, not Vitest's default of one fewer: on a 2-core CI machine that default is one
    // file at a time (~400 s); two at a time took ~270 s. The PostgreSQL tests share one server,
    // a schema each, and tolerate another file dropping its schema meanwhile (runMigrations).
    maxWorkers: availableParallelism(),
    projects: [
      'api',
      'api/vitest.postgres.config.ts',
      'site-server',
      'shared-ui',
      'packages/contracts',
      'packages/deploy-format',
      'packages/build-config',
      'shell',
      'remotes/*',
      'scripts',
    ],
  },
});
