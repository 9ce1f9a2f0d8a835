import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'filecheck',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'buildPlugins/**/*.test.ts'],
    passWithNoTests: true,
  },
});
