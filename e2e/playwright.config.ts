import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium.ts';
import { E2E_PORT, e2eServerEnv } from './support/server.ts';

// End-to-end tests run against the production build served exactly as `npm start`
// serves it (run `pnpm build` first; `npm test` does). Headless Debian Chromium.
export default defineConfig({
  // e2e/tests/, plus the specs a remote keeps in its own folder (remotes/<name>/e2e/).
  testDir: '..',
  testMatch: ['e2e/tests/**/*.spec.ts', 'remotes/*/e2e/**/*.spec.ts'],
  globalTeardown: './support/globalTeardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../api/src/main.ts',
    url: `http://localhost:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: e2eServerEnv(),
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
