import { expect, test } from '@playwright/test';
import { gotoLive } from '../support/live.ts';
import { h1 } from '../support/mainHeading.ts';

// Back to Top on the long marketing pages: it scrolls to the top and hands focus to the heading.

for (const path of ['/terms', '/faqs', '/privacy-policy']) {
  test(`Back to Top on ${path} scrolls to the top and focuses the heading`, async ({ page }) => {
    await gotoLive(page, path);
    await expect(h1(page)).toBeVisible();
    const button = page.getByRole('button', { name: 'Back to Top' });
    await button.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 4000 }).toBe(0);
    await expect(h1(page)).toBeFocused();
  });
}
