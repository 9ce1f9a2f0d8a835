import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'marketing',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'buildPlugins/**/*.test.ts'],
    passWithNoTests: true,
    setupFiles: ['./src/testing/unmountAfterEach.ts'],
    // The first render of a page pays for importing it and styled-components: 5 s (the default)
    // ran out on a loaded 2-core machine while other suites ran beside it.
    testTimeout: 20_000,
  },
});
