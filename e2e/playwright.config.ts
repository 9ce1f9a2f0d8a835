import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium.ts';
import { E2E_PORT, e2eServerEnv } from './support/server.ts';

// End-to-end tests run against the production build served exactly as `npm start`
// serves it (run `pnpm build` first; `npm test` does). Headless Debian Chromium, then the
// cross-engine specs in Firefox and WebKit (projects below; `npm test` runs them after Chromium).
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
    // A trace snapshots the page at every action, ~10-20% of the suite's time, and CI keeps
    // only the printed output: traces are for a local run, where a failure can be opened.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: '**/*.engines.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The cross-engine specs (*.engines.spec.ts), driven through support/engineFixture.ts:
    // Firefox ESR over WebDriver BiDi, WebKitGTK over WebDriver. Each engine keeps its own
    // output folder (screenshots of every route among it), so one run does not clear the other's.
    ...(['firefox', 'webkit'] as const).map((name) => ({
      name,
      testMatch: ['e2e/tests/**/*.engines.spec.ts', 'remotes/*/e2e/**/*.engines.spec.ts'],
      outputDir: `test-results/${name}`,
      timeout: 180_000,
    })),
  ],
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
