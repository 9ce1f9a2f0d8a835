import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect as baseExpect, type TestInfo } from '@playwright/test';
import type { EngineBrowser, EngineName, EnginePage, NewPageOptions, Size } from './engine.ts';
import { launchFirefox } from './firefox.ts';
import { E2E_PROBE_PROXY_PORT } from './server.ts';
import { launchWebKit } from './webkit.ts';

// The cross-engine specs (*.engines.spec.ts) run in the projects "firefox" and "webkit" of
// playwright.config.ts; the project picks the engine. `open` gives a blank page at a size,
// `openWithoutScripts` one in a browser that runs none of the page's scripts, `shot` a path
// under test-results/ for a screenshot kept as an artifact.

interface EngineFixtures {
  open: (size: Size, options?: NewPageOptions) => Promise<EnginePage>;
  openWithoutScripts: (size: Size) => Promise<EnginePage>;
  shot: (name: string) => string;
}

interface EngineWorkerFixtures {
  engineName: EngineName;
  engine: EngineBrowser;
  engineWithoutScripts: EngineBrowser;
}

const launch = (name: EngineName, baseURL: string, javaScript: boolean) =>
  name === 'firefox'
    ? launchFirefox({ baseURL, javaScript })
    : launchWebKit({ baseURL, javaScript, proxyPort: javaScript ? E2E_PROBE_PROXY_PORT : 0 });

function siteURL(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('the engine projects need use.baseURL');
  return baseURL.replace('//localhost:', '//127.0.0.1:');
}

/** Closes the test's pages; after a failure, first keeps what each showed (address, errors, screenshot). */
async function closeAll(pages: EnginePage[], testInfo: TestInfo): Promise<void> {
  const failed = testInfo.status !== testInfo.expectedStatus;
  for (const [index, page] of pages.entries()) {
    if (failed) {
      const file = testInfo.outputPath(`failure-page-${index + 1}.png`);
      const state = await Promise.all([page.url(), page.pageErrors(), page.screenshot(file)]).then(
        ([url, errors]) => `${url}\npage errors: ${JSON.stringify(errors)}`,
        (error: unknown) => `not readable: ${String(error)}`,
      );
      await testInfo.attach(`page ${index + 1} at failure`, { body: state, contentType: 'text/plain' });
      if (existsSync(file))
        await testInfo.attach(`page ${index + 1} screenshot`, { path: file, contentType: 'image/png' });
    }
    await page.close();
  }
}

export const test = base.extend<EngineFixtures, EngineWorkerFixtures>({
  engineName: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const name = workerInfo.project.name;
      if (name !== 'firefox' && name !== 'webkit') throw new Error(`no engine for project ${name}`);
      await use(name);
    },
    { scope: 'worker' },
  ],
  engine: [
    async ({ engineName }, use, workerInfo) => {
      const browser = await launch(engineName, siteURL(workerInfo.project.use.baseURL), true);
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  engineWithoutScripts: [
    async ({ engineName }, use, workerInfo) => {
      const browser = await launch(engineName, siteURL(workerInfo.project.use.baseURL), false);
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  open: async ({ engine }, use, testInfo) => {
    const pages: EnginePage[] = [];
    await use(async (size, options) => {
      const page = await engine.newPage(size, options);
      pages.push(page);
      return page;
    });
    await closeAll(pages, testInfo);
  },
  openWithoutScripts: async ({ engineWithoutScripts }, use, testInfo) => {
    const pages: EnginePage[] = [];
    await use(async (size) => {
      const page = await engineWithoutScripts.newPage(size);
      pages.push(page);
      return page;
    });
    await closeAll(pages, testInfo);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  shot: async ({}, use, testInfo) => {
    await use((name) => {
      const dir = join(testInfo.project.outputDir, 'screenshots', testInfo.project.name);
      mkdirSync(dir, { recursive: true });
      return join(dir, `${name}.png`);
    });
  },
});

/**
 * Playwright's expect, with its polls asking every 100 ms: the default backs off to a second
 * between asks, so a page that is hydrated just after an ask waited up to a second for nothing.
 */
export const expect: typeof baseExpect = baseExpect.configure({});
const everySecond = expect.poll;
expect.poll = (actual, messageOrOptions) =>
  everySecond(
    actual,
    typeof messageOrOptions === 'string'
      ? { message: messageOrOptions, intervals: [100] }
      : { intervals: [100], ...messageOrOptions },
  );
