import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'staff',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: true,
  },
});
