import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'build', environment: 'node', include: ['**/*.test.ts'] },
});
