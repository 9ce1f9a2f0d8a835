import { defineConfig } from 'vitest/config';

// Each room has its own vitest.config.ts; `pnpm test:unit` runs them all.
export default defineConfig({
  test: {
    projects: ['api', 'shared-ui', 'shell', 'remotes/*', 'scripts'],
  },
});
