import { expect, test } from '@playwright/test';

// The legal pages' tables of contents: a link to every section, and each lands on it.

test('terms and privacy contents link to every section', async ({ page }) => {
  await page.goto('/terms');
  const termsToc = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
  await expect(termsToc).toHaveCount(20);
  await termsToc.filter({ hasText: 'Payment, Pricing and Taxes' }).click();
  await expect(page).toHaveURL('/terms#payment');
  await expect(page.locator('#payment')).toBeInViewport();
  await expect(page.getByText('Prices can change without notice.')).toBeInViewport();

  await page.goto('/privacy-policy#cookies');
  await expect(page.locator('#cookies')).toBeInViewport();
  const privacyToc = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
  await expect(privacyToc).toHaveCount(12);
  const hrefs = await privacyToc.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(
    [
      'scope',
      'agreement',
      'information-collect',
      'cookies',
      'children',
      'use',
      'disclosure',
      'choices',
      'security',
      'links',
      'changes',
      'contact',
    ].map((id) => `#${id}`),
  );
  for (const href of hrefs) await expect(page.locator(href ?? '')).toHaveCount(1);
  await expect(page.getByText('Effective date: October 24, 2023')).toBeVisible();
});

test('every e-mail address on the terms is a mailto link to that address', async ({ page }) => {
  await page.goto('/terms');
  const text = (await page.getByRole('main').locator('p, li, dd, address').allTextContents()).join('\n');
  const addresses = [...new Set(text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? [])];
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses)
    await expect(page.getByRole('main').getByRole('link', { name: address }).first()).toHaveAttribute(
      'href',
      `mailto:${address}`,
    );
});

test('on a wide screen the terms’ contents stand beside the text, not in a full-width box above it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/terms');
  const contents = await page.getByRole('navigation', { name: 'Contents' }).boundingBox();
  const firstSection = await page.locator('#terms-of-use').boundingBox();
  if (!contents || !firstSection) throw new Error('the contents and the first section are on the page');
  expect(contents.x + contents.width).toBeLessThanOrEqual(firstSection.x);
  expect(Math.abs(contents.y - firstSection.y)).toBeLessThanOrEqual(48);
});
