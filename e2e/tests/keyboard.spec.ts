import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from '../support/hydration.ts';
import { submitStaffSignIn } from '../support/staffSession.ts';

// Keyboard-only journeys, and focus that never drops to <body> when the menu closes or staff
// sign out. (The upload dialog's keyboard journey lives in upload.spec.ts.)

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
      // What is shown: a button holds its pending words too, hidden until a press is held.
      // biome-ignore lint/performance/useDomNodeTextContent: the shown text is the point, hidden words excluded
      return el.innerText ?? el.textContent ?? '';
    });
    if (accessibleName.test(name.trim())) return;
  }
  throw new Error(`never reached ${accessibleName} with Tab`);
}

test('navigate the header with the keyboard, with a visible focus ring', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('main h1')).toBeVisible();
  await tabTo(page, /^Products$/);
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/products');
  await expect(page.locator('main h1')).toHaveText('Products');
  // A page loaded by the browser (the shell was not awake): the keyboard starts from the top,
  // where the skip link leads to the content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
});

test.describe('mobile menu by keyboard', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('open with Enter, follow a link, menu closes', async ({ page }) => {
    await gotoHydrated(page, '/');
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

test.describe('mobile menu focus', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Escape closes it and returns focus to the toggle; a click outside closes it', async ({ page }) => {
    await gotoHydrated(page, '/why-us');
    const toggle = page.getByRole('button', { name: /navigation menu/ });
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(links.first()).toBeHidden();

    await toggle.click();
    await expect(links.first()).toBeVisible();
    // Below the open menu: a press on the page itself, not on a menu link.
    await page.mouse.click(187, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(links.first()).toBeHidden();
    await expect(page).toHaveURL('/why-us');
  });
});

test('signing out moves focus to the sign-in heading', async ({ page }) => {
  // Type after hydration: the sign-in fields are controlled, and text typed into the server's
  // HTML before React takes over is not kept (noted in the report for the upload room).
  await page.goto('/upload', { waitUntil: 'networkidle' });
  await submitStaffSignIn(page);
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await expect(signOut).toBeVisible();
  await signOut.click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeFocused();
});
