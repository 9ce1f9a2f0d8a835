import { expect, test } from '@playwright/test';
import { holdScripts } from '../support/holdScripts.ts';
import { waitForHydrated } from '../support/hydration.ts';
import { openWithoutPageScripts, pageScripts } from '../support/pageScripts.ts';

// A server-composed page hydrates only its islands, each when the visitor comes near it or
// reaches for it; the rest stays the server's HTML (in-place navigation: inPlaceNavigation.spec.ts).

test('a page without islands loads no script but the vitals reporter, and its header works', async ({
  page,
}) => {
  const requested = await openWithoutPageScripts(page, '/why-us', 375);
  const before = await page.locator('html').getAttribute('data-theme');
  await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
  await page.getByRole('button', { name: /navigation menu/ }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }),
  ).toBeVisible();
  expect(pageScripts(requested)).toEqual([]);
});

test('a page whose only island waits to be near the screen loads no script until then', async ({ page }) => {
  const requested = await openWithoutPageScripts(page, '/privacy-policy', 1280);
  await page.getByRole('link', { name: 'Back to Top' }).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="BackToTop"]')).toHaveAttribute('data-island-hydrated', 'true');
  expect(requested.some((path) => path.startsWith('/remotes/marketing/'))).toBe(true);
});

test('static content is never run by React; only the islands are', async ({ page }) => {
  await page.goto('/faqs');
  await waitForHydrated(page);
  const reactOwned = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));
  expect(await reactOwned('main h1')).toBe(false);
  expect(await reactOwned('footer a')).toBe(false);
  expect(await reactOwned('header button')).toBe(false);
  // The search comes to life when the visitor reaches for it.
  expect(await reactOwned('main input[type="search"]')).toBe(false);
  await page.locator('main input[type="search"]').focus();
  await expect(page.locator('[data-island="FaqList"]')).toHaveAttribute('data-island-hydrated', 'true');
  expect(await reactOwned('main input[type="search"]')).toBe(true);
});

test('an island below the fold hydrates when it comes near the screen, and then works', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/terms');
  await waitForHydrated(page);
  const backToTop = page.locator('[data-island="BackToTop"]');
  await expect(backToTop).not.toHaveAttribute('data-island-hydrated', 'true');
  await page.getByRole('link', { name: 'Back to Top' }).scrollIntoViewIfNeeded();
  await expect(backToTop).toHaveAttribute('data-island-hydrated', 'true');
  await page.getByRole('link', { name: 'Back to Top' }).click();
  await expect(page.locator('main h1')).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('text typed before the form is hydrated is kept, and the form then sends', async ({ page }) => {
  const release = await holdScripts(page, /\/remotes\/forms\/.*\.js$/);
  await page.goto('/contact');
  const name = page.getByLabel(/name/i).first();
  await name.fill('Ada Lovelace');
  await expect(page.locator('[data-island="ContactForm"]')).not.toHaveAttribute(
    'data-island-hydrated',
    'true',
  );
  release();
  await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-island-hydrated', 'true');
  await expect(name).toHaveValue('Ada Lovelace');
  await expect(page.getByRole('button', { name: /send/i })).toBeEnabled();
});

test('a contents link on a page that is still server HTML moves focus to its section', async ({ page }) => {
  await page.goto('/terms');
  await waitForHydrated(page);
  const link = page
    .getByRole('navigation', { name: /contents/i })
    .getByRole('link')
    .nth(2);
  const target = ((await link.getAttribute('href')) ?? '').slice(1);
  await link.click();
  await expect(page.locator(`[id="${target}"]`)).toBeFocused();
});

test('the contact page loads no page script until the visitor reaches for the form', async ({ page }) => {
  const requested = await openWithoutPageScripts(page, '/contact', 375);
  const form = page.locator('[data-island="ContactForm"]');
  await expect(form).not.toHaveAttribute('data-island-hydrated', 'true');
  // It can send as it is (a plain HTML form), and says the other way to reach us.
  await expect(page.getByText('Prefer e-mail? You can also write to us at')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await page.getByRole('main').getByLabel('Email *', { exact: true }).focus();
  await expect(form).toHaveAttribute('data-island-hydrated', 'true');
  expect(requested.some((path) => path.startsWith('/remotes/forms/'))).toBe(true);
});

test("a link that pre-fills the contact form shows its message and wakes nothing: the form's code waits for the visitor", async ({
  page,
}) => {
  const requested = await openWithoutPageScripts(
    page,
    `/contact?message=${encodeURIComponent('About order 1042')}`,
    375,
  );
  const form = page.locator('[data-island="ContactForm"]');
  await expect(page.locator('textarea[name="message"]')).toHaveValue('About order 1042');
  await expect(form).not.toHaveAttribute('data-island-hydrated', 'true');
  expect(requested.some((path) => path.startsWith('/remotes/forms/'))).toBe(false);
  // Reaching for it brings it to life with the link's words still there.
  await page.getByRole('main').getByLabel('Email *', { exact: true }).focus();
  await expect(form).toHaveAttribute('data-island-hydrated', 'true');
  await expect(page.locator('textarea[name="message"]')).toHaveValue('About order 1042');
});
