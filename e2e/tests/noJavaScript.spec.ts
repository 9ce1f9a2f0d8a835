import { expect, test } from '@playwright/test';
import { faqs } from '@pod/marketing/content/faqs';
import { siteRoutes } from '../support/routes.ts';

// JavaScript off: every page still reads completely and its links and anchors still work.
test.use({ javaScriptEnabled: false });

test('every route reads without JavaScript', async ({ page }) => {
  for (const path of siteRoutes) {
    await page.goto(path);
    await expect(page.locator('main h1'), path).toBeVisible();
    await expect(page.getByRole('banner'), path).toBeVisible();
    await expect(page.getByRole('contentinfo'), path).toBeVisible();
  }
  await page.goto('/faqs');
  for (const faq of faqs) await expect(page.locator(`#${faq.id}`)).toContainText(faq.question);
});

test('header and footer links navigate with full page loads, at 375 px too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  // No script to open a menu, so the links are shown instead of the menu button.
  await expect(page.getByRole('button', { name: /navigation menu/ })).toBeHidden();
  await page.getByRole('banner').getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL('/products');
  await expect(page.locator('main h1')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL('/faqs');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
});

test('anchors work: a deep link and a table-of-contents link', async ({ page }) => {
  await page.goto('/faqs#cancel-order');
  await expect(page.locator('#cancel-order')).toBeInViewport();
  await page.goto('/terms');
  const firstEntry = page
    .getByRole('navigation', { name: /contents/i })
    .getByRole('link')
    .nth(3);
  const target = (await firstEntry.getAttribute('href')) ?? '';
  expect(target.startsWith('#')).toBe(true);
  await firstEntry.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(target)).toBeInViewport();
});

test('the forms and the staff sign-in are plain HTML forms that post to this site', async ({ page }) => {
  for (const [path, submit] of [
    ['/contact', 'Send Message'],
    ['/contact-cs', 'Contact Customer Service'],
  ] as const) {
    await page.goto(path);
    for (const label of ['First Name *', 'Last Name *', 'Email *', 'Company']) {
      await expect(page.getByRole('textbox', { name: label, exact: true })).toBeVisible();
    }
    const form = page.locator('main form[data-pod-form]');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', `${path}/messages`);
    await expect(page.getByRole('button', { name: submit })).toBeEnabled();
    await expect(page.getByText('needs JavaScript')).toHaveCount(0);
  }
  // POST, so a password never ends up in a URL.
  await page.goto('/upload');
  await expect(page.locator('form:has(input[type="password"])')).toHaveAttribute('method', 'post');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});
