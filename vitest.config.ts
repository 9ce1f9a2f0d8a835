import { defineConfig } from 'vitest/config';

// Each room has its own vitest.config.ts; `pnpm test:unit` runs them all. The API's tests run
// twice: on the embedded SQLite file and on PostgreSQL (api/vitest.postgres.config.ts).
export default defineConfig({
  test: {
    projects: [
      'api',
      'api/vitest.postgres.config.ts',
      'site-server',
      'shared-ui',
      'packages/contracts',
      'packages/deploy-format',
      'packages/faq-search',
      'packages/page-fill',
      'packages/build-config',
      'shell',
      'remotes/*',
      'scripts',
    ],
  },
});
