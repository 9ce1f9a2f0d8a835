import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'build-config', environment: 'node', include: ['**/*.test.ts'] },
});
