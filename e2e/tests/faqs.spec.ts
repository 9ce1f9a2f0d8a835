import { expect, test } from '@playwright/test';

// FAQs: a link to one question lands on it although the page loads lazily, and the design
// guidelines it offers are a real PDF. (Searching the questions: faqSearch.spec.ts.)

test('/faqs#cancel-order lands on that card although the page loads lazily', async ({ page }) => {
  await page.goto('/faqs#cancel-order');
  const card = page.locator('#cancel-order');
  await expect(card).toBeVisible();
  await expect(card).toBeInViewport();
  await expect(card).toBeFocused();
  await expect(page.locator('article[id]')).toHaveCount(21);
});

test('the design guidelines PDF is a real download', async ({ page, request }) => {
  await page.goto('/faqs#design-guidelines');
  const link = page.getByRole('link', { name: 'Download the design guidelines (PDF)' });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/remotes\/marketing\/static\/files\/design-guidelines\.[0-9a-f]+\.pdf$/);
  const response = await request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(body.length).toBeGreaterThan(1500);
});
