import { expect, type Page, test } from '@playwright/test';
import { waitForHydrated } from '../support/hydration.ts';

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
  test(`${path}: every script the island needs to come alive was fetched at idle, before the first key`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydrated(page);
    const ahead = await prefetched(page);
    // When the island came alive, by the page's clock.
    await page.evaluate((name) => {
      const element = document.querySelector(`[data-island="${name}"]`);
      if (!element) return;
      new MutationObserver((_, observer) => {
        if (!element.hasAttribute('data-island-hydrated')) return;
        (window as unknown as { aliveAt: number }).aliveAt = performance.now();
        observer.disconnect();
      }).observe(element, { attributes: true });
    }, island);
    await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
    await reach(page);
    await expect(page.locator(`[data-island="${island}"]`)).toHaveAttribute('data-island-hydrated', 'true');
    // Scripts run before it was alive (what an island asks for later, such as the FAQ's search
    // engine on focus, comes when it asks).
    const ran = await page.evaluate(() => {
      const aliveAt = (window as unknown as { aliveAt: number }).aliveAt;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .filter((entry) => entry.startTime < aliveAt)
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => !path.startsWith('/vitals-build/'));
    });
    expect(ran.length).toBeGreaterThan(0);
    expect(ran.filter((url) => !ahead.has(url))).toEqual([]);
  });
}

test('a page without islands fetches no script ahead', async ({ page }) => {
  await page.goto('/why-us');
  await waitForHydrated(page);
  await page.evaluate(() => new Promise((done) => setTimeout(done, 3500)));
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
});
