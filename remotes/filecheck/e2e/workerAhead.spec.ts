import { expect, test } from '@playwright/test';
import { E2E_PORT } from '@pod/e2e/support/server';
import { DUE_MARK } from '@pod/shared-ui/islandLife';
import { samples } from '../src/analysis/testing/sampleFiles.ts';
import { startCountingProxy } from './countingProxy.ts';
import { checkFile, verdictOf } from './fileCheckPage.ts';

// The check's worker script comes with the island's code, at the visitor's first sign of presence
// (the page's code flight prefetches what the build declared for the island), and the worker the
// tool starts takes it from the browser's cache: one fetch from the server in all. Counted at a
// proxy in front of the server, since the browser reports a script it took from its cache as a
// request too.

const WORKER = /\/analysis-worker\.[0-9a-f]+\.js$/;

test('the check’s worker is fetched once, at the first sign of presence, and the chosen file’s check uses it', async ({
  page,
}) => {
  const proxy = await startCountingProxy(`http://127.0.0.1:${E2E_PORT}`);
  // What the page asked for (the prefetch, then the worker's own script), cache or not.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (WORKER.test(request.url())) asked.push(request.url());
  });
  try {
    const prefetched = page.waitForEvent('requestfinished', (request) => WORKER.test(request.url()));
    await page.goto(`${proxy.origin}/file-check`);
    await page.waitForLoadState('load');
    // Nothing yet: the flight waits for presence (or some seconds without it).
    expect(proxy.hits(WORKER)).toBe(0);
    // A pointer over the header, away from the tool: presence, but not a reach that wakes it.
    await page.mouse.move(4, 4);
    await page.mouse.move(12, 8);
    await expect.poll(() => proxy.hits(WORKER), { timeout: 5_000 }).toBe(1);
    await prefetched;
    // Fetched ahead of the tool: it was not asked to come alive, which would start the worker itself.
    await expect(page.locator(`[data-island-app][${DUE_MARK}]`)).toHaveCount(0);

    await checkFile(page, 'glow.png', await samples.glowPng(), 20_000);
    expect(await verdictOf(page, 'resolution')).not.toBeNull();
    expect(asked).toHaveLength(2);
    expect(proxy.hits(WORKER)).toBe(1);
  } finally {
    await proxy.close();
  }
});
