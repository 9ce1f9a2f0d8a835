import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'marketing',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    passWithNoTests: true,
  },
});
