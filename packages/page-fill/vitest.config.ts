import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'page-fill',

    include: ['src/**/*.test.ts'],
  },
});
