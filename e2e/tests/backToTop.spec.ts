import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../support/hydration.ts';
import { h1 } from '../support/mainHeading.ts';

// Back to Top on the long marketing pages: it scrolls to the top and hands focus to the heading.

for (const path of ['/terms', '/faqs', '/privacy-policy']) {
  test(`Back to Top on ${path} scrolls to the top and focuses the heading`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(h1(page)).toBeVisible();
    const button = page.getByRole('link', { name: 'Back to Top' });
    await button.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // It comes alive a screen before it is seen.
    await expect(page.locator('[data-island="BackToTop"]')).toHaveAttribute('data-island-hydrated', 'true');
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 4000 }).toBe(0);
    await expect(h1(page)).toBeFocused();
  });
}

test('Back to Top pressed before its island is hydrated takes the visitor to the top and the heading', async ({
  page,
}) => {
  await page.route(/\/remotes\/marketing\/.*\.js$/, (route) => route.abort());
  await page.goto('/terms');
  const link = page.getByRole('link', { name: 'Back to Top' });
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await link.click();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 4000 }).toBe(0);
  await expect(h1(page)).toBeFocused();
});
