import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { holdScripts } from '../support/holdScripts.ts';

// FAQ search: relevance with stemming, highlighted matches, live count, Escape
// clears; the search library arrives only when the box is focused.

async function openSearch(page: Page) {
  await page.goto('/faqs');
  await expect(page.locator('article[id]')).toHaveCount(21);
  // The page arrives prerendered; the search box answers once the page is live.
  await expect(page.locator('main [data-page-root]')).toHaveAttribute('data-hydrated', 'true');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // The engine's own chunk (named in useFaqSearch.ts): other lazy chunks, such as the shell's
  // Web Vitals reporter fetched when idle, may arrive meanwhile and prove nothing.
  const isEngineChunk = (url: string) => /\/faq-search\.[\w.-]*\.js$/.test(new URL(url).pathname);
  const loadedWithPage = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect(loadedWithPage.filter(isEngineChunk)).toEqual([]);
  const search = page.getByLabel('Search questions');
  await search.focus();
  // The engine chunk is fetched on focus, not with the page.
  await expect.poll(() => scripts.some(isEngineChunk)).toBe(true);
  return search;
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /questions/ });

test('"price" finds the answers about pricing, highlighted, with the count announced', async ({ page }) => {
  const search = await openSearch(page);
  await search.pressSequentially('price');
  const cards = page.locator('article[id]');
  await expect(status(page)).toHaveText(/^\d+ of 21 questions match “price”$/);
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(21);
  for (let i = 0; i < count; i += 1) {
    await expect(cards.nth(i).locator('mark').first()).toHaveText(/^pric/i);
  }
  await expect(status(page)).toHaveText(`${count} of 21 questions match “price”`);
});

test('"shipping" ranks the shipping questions first and finds "Do you ship internationally?"', async ({
  page,
}) => {
  const search = await openSearch(page);
  await search.fill('shipping');
  const cards = page.locator('article[id]');
  await expect(page.locator('#international-shipping')).toBeVisible();
  const ids = await cards.evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(ids.slice(0, 2).sort()).toEqual(['international-shipping', 'shipping-services']);
  await expect(page.locator('#international-shipping h3 mark')).toHaveText('ship');
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await expect(cards).toHaveCount(21);
  await expect(status(page)).toHaveText('Showing all 21 questions');
  await expect(page.locator('article mark')).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`highlighted results pass axe in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const search = await openSearch(page);
    await search.fill('shipping');
    await expect(page.locator('article mark').first()).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });
}

test('a search typed before the page is live is applied once it is', async ({ page }) => {
  const release = await holdScripts(page, /\/remotes\/marketing\/.*\.js$/);
  await page.goto('/faqs', { waitUntil: 'commit' });
  const search = page.getByLabel('Search questions');
  await search.pressSequentially('dhl');
  await expect(page.locator('article[id]')).toHaveCount(21); // nothing filters yet
  release();
  await expect(page.locator('main [data-page-root]')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('article[id]')).toHaveCount(1);
  await expect(status(page)).toHaveText('1 of 21 questions match “dhl”');
  await expect(search).toHaveValue('dhl');
});
