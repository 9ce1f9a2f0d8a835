import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'deploy-format', environment: 'node', include: ['src/**/*.test.ts'] },
});
