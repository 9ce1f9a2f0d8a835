import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium.ts';
import { E2E_PORT, e2eServerEnv } from './support/server.ts';
import { sideBySideSpecs } from './support/sideBySide.ts';

const desktopChrome = { ...devices['Desktop Chrome'], channel: undefined };
const engineSpecs = '**/*.engines.spec.ts';

// `npm test` (E2E_SIDE_BY_SIDE=true): the specs that are safe beside each other two at a time
// (support/sideBySide.ts), then the rest one at a time once they are all done (a dependency).
// Without it, `--project chromium` runs every spec one at a time, and a file filter picks just it.
const chromiumProjects = process.env.E2E_SIDE_BY_SIDE
  ? [
      { name: 'chromium-side-by-side', testMatch: sideBySideSpecs, use: desktopChrome, workers: 2 },
      {
        name: 'chromium',
        testIgnore: [engineSpecs, ...sideBySideSpecs],
        dependencies: ['chromium-side-by-side'],
        use: desktopChrome,
        workers: 1,
      },
    ]
  : [{ name: 'chromium', testIgnore: engineSpecs, use: desktopChrome, workers: 1 }];

// End-to-end tests run against the production build served exactly as `npm start`
// serves it (run `pnpm build` first; `npm test` does). Headless Debian Chromium, then the
// cross-engine specs in Firefox and WebKit (projects below; `npm test` runs them after Chromium).
export default defineConfig({
  // e2e/tests/, plus the specs a remote keeps in its own folder (remotes/<name>/e2e/).
  testDir: '..',
  testMatch: ['e2e/tests/**/*.spec.ts', 'remotes/*/e2e/**/*.spec.ts'],
  globalTeardown: './support/globalTeardown.ts',
  fullyParallel: false,
  // The most any project may use; each project sets its own (one, but for the side-by-side specs).
  workers: 2,
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
  projects: [
    ...chromiumProjects,
    // The cross-engine specs (*.engines.spec.ts), driven through support/engineFixture.ts:
    // Firefox ESR over WebDriver BiDi, WebKitGTK over WebDriver. Each engine keeps its own
    // output folder (screenshots of every route among it), so one run does not clear the other's.
    ...(['firefox', 'webkit'] as const).map((name) => ({
      name,
      testMatch: ['e2e/tests/**/*.engines.spec.ts', 'remotes/*/e2e/**/*.engines.spec.ts'],
      outputDir: `test-results/${name}`,
      timeout: 180_000,
      workers: 1,
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
