import { expect, type Page, test } from '@playwright/test';
import { gotoLive } from '../support/live.ts';

// Keyboard-only journeys. (The upload dialog's keyboard journey lives in upload.spec.ts.)

async function tabTo(page: Page, accessibleName: RegExp, maxTabs = 40): Promise<void> {
  for (let i = 0; i < maxTabs; i += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labelled = el.getAttribute('aria-label');
      if (labelled) return labelled;
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)
        return el.labels?.[0]?.textContent ?? '';
      return el.textContent ?? '';
    });
    if (accessibleName.test(name.trim())) return;
  }
  throw new Error(`never reached ${accessibleName} with Tab`);
}

test('navigate the header with the keyboard, with a visible focus ring', async ({ page }) => {
  await gotoLive(page, '/');
  await expect(page.locator('main h1')).toBeVisible();
  await tabTo(page, /^Products$/);
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/products');
  await expect(page.locator('main h1')).toBeFocused();
});

test.describe('mobile menu by keyboard', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('open with Enter, follow a link, menu closes', async ({ page }) => {
    await gotoLive(page, '/');
    await expect(page.locator('main h1')).toBeVisible();
    await tabTo(page, /navigation menu/);
    await page.keyboard.press('Enter');
    await tabTo(page, /^Why Us$/, 5);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/why-us');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('list')).toBeHidden();
  });
});

for (const form of [
  {
    path: '/contact',
    messageLabel: /^Message \*$/,
    submit: /^Send Message$/,
    toast: 'Message sent successfully!',
  },
  {
    path: '/contact-cs',
    messageLabel: /^How can we help\? \*$/,
    submit: /^Contact Customer Service$/,
    toast: 'Customer Service request sent!',
  },
]) {
  test(`fill and send ${form.path} with the keyboard only`, async ({ page }) => {
    await page.goto(form.path);
    await expect(page.locator('main h1')).toBeVisible();
    await tabTo(page, /^First Name \*$/);
    await page.keyboard.type('Kim');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lee');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kim.lee@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keyboard Co');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sent without a mouse.');
    await tabTo(page, form.submit, 5);
    await page.keyboard.press('Enter');
    await expect(page.getByText(form.toast)).toBeVisible();
  });
}
