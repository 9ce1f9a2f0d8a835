import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import type { EngineBrowser, EngineName, EnginePage, Size } from './engine.ts';
import { launchFirefox } from './firefox.ts';
import { launchWebKit } from './webkit.ts';

// The cross-engine specs (*.engines.spec.ts) run in the projects "firefox" and "webkit" of
// playwright.config.ts; the project picks the engine. `open` gives a blank page at a size,
// `openWithoutScripts` one in a browser that runs none of the page's scripts, `shot` a path
// under test-results/ for a screenshot kept as an artifact.

interface EngineFixtures {
  open: (size: Size) => Promise<EnginePage>;
  openWithoutScripts: (size: Size) => Promise<EnginePage>;
  shot: (name: string) => string;
}

interface EngineWorkerFixtures {
  engineName: EngineName;
  engine: EngineBrowser;
  engineWithoutScripts: EngineBrowser;
}

const launch = (name: EngineName, baseURL: string, javaScript: boolean) =>
  name === 'firefox' ? launchFirefox({ baseURL, javaScript }) : launchWebKit({ baseURL, javaScript });

function siteURL(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('the engine projects need use.baseURL');
  return baseURL.replace('//localhost:', '//127.0.0.1:');
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
  open: async ({ engine }, use) => {
    const pages: EnginePage[] = [];
    await use(async (size) => {
      const page = await engine.newPage(size);
      pages.push(page);
      return page;
    });
    for (const page of pages) await page.close();
  },
  openWithoutScripts: async ({ engineWithoutScripts }, use) => {
    const pages: EnginePage[] = [];
    await use(async (size) => {
      const page = await engineWithoutScripts.newPage(size);
      pages.push(page);
      return page;
    });
    for (const page of pages) await page.close();
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

export { expect } from '@playwright/test';
