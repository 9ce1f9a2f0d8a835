import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'site-server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pages compressed at brotli's best quality take a while on a busy machine.
    testTimeout: 30_000,
  },
});
