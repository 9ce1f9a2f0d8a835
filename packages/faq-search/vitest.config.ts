import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'faq-search',
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
  },
});
