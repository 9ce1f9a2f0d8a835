import { expect, test } from '@playwright/test';

// A helpful 404: the spec's words, a 404 status and links to the main pages.

test('the not-found screen keeps the spec words and links to the main pages', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('main h1')).toHaveText('404 Page Not Found');
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  const links = page.getByRole('navigation', { name: 'Try one of these pages' }).getByRole('link');
  await expect(links).toHaveText(['Home', 'Why Us', 'Products', 'Integration', 'FAQs', 'Contact Us']);
  await links.filter({ hasText: 'FAQs' }).click();
  await expect(page).toHaveURL('/faqs');
});
