import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'site-server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pages compressed at brotli's best quality take a while on a busy machine.
    testTimeout: 30_000,
    // Its module caches are keyed by their input and the one fake clock is put back after each test:
    // one worker runs every file, sparing a process start and environment per file.
    isolate: false,
  },
});
