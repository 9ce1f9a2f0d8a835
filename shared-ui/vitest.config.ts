import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared-ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: true,
  },
});
