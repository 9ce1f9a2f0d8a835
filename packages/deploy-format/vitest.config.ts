import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'deploy-format',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure functions over their inputs (no module state a test leaves behind, no globals stubbed):
    // one worker runs every file, sparing a process start and environment per file.
    isolate: false,
  },
});
