import { expect, type Page, test } from '@playwright/test';
import { waitForLive } from '../support/live.ts';

// A page's islands wake when the visitor reaches for them. What they run is fetched (not run)
// in one flight once the page is shown and idle, so the first press or key needs no script
// from the network: on a slow phone that chain of requests, one wave after another, was the
// wait between the key and its answer.

/** Script paths the page asked for with rel=prefetch, once they are there. */
async function prefetched(page: Page): Promise<Set<string>> {
  await expect
    .poll(() => page.locator('link[rel="prefetch"]').count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
  const hrefs = await page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  return new Set(hrefs);
}

for (const { path, island, reach } of [
  {
    path: '/faqs',
    island: 'FaqList',
    reach: (page: Page) => page.getByRole('searchbox').pressSequentially('ship'),
  },
  {
    path: '/contact',
    island: 'ContactForm',
    reach: (page: Page) => page.getByRole('main').getByLabel('First Name *', { exact: true }).fill('Ada'),
  },
]) {
  test(`${path}: every script the first key needs was fetched at idle, before it`, async ({ page }) => {
    await page.goto(path);
    await waitForLive(page);
    const ahead = await prefetched(page);
    // The starter asks for the shell only when the visitor reaches for the island.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
    });
    await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
    await reach(page);
    await expect(page.locator(`[data-island="${island}"]`)).toHaveAttribute('data-island-hydrated', 'true');
    const vitals = (url: string) => url.startsWith('/vitals-build/');
    const missed = asked.filter((url) => !vitals(url) && !ahead.has(url));
    expect(asked.length).toBeGreaterThan(0);
    expect(missed).toEqual([]);
  });
}

test('a page without islands fetches no script ahead', async ({ page }) => {
  await page.goto('/why-us');
  await waitForLive(page);
  await page.evaluate(() => new Promise((done) => setTimeout(done, 3500)));
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
});
