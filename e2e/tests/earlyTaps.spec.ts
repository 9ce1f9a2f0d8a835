import { expect, test } from '@playwright/test';
import { holdScripts } from '../support/holdScripts.ts';

// Pages are prerendered and readable before their JavaScript runs. A press on a button only the
// app can answer, made in that gap, is not lost: /early-taps.js presses it again once the part
// of the page it belongs to is live.

// The shell's entry script, and the marketing remote's scripts.
const SHELL_ENTRY = /\/static\/js\/index\.[0-9a-f]+\.js$/;
const MARKETING = /\/remotes\/marketing\/.*\.js$/;

test.describe('a phone that is still loading the app', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens once the shell is live when its button was pressed before', async ({ page }) => {
    const release = await holdScripts(page, SHELL_ENTRY);
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: /navigation menu/ });
    await toggle.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-shell-ready', 'true');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('list')).toBeVisible();
  });
});

test('the theme switches once the shell is live when its button was pressed before', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  const release = await holdScripts(page, SHELL_ENTRY);
  await page.goto('/why-us', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await context.close();
});

test('a page button waits for its own page: the slideshow pauses once the home page is live', async ({
  page,
}) => {
  const release = await holdScripts(page, MARKETING);
  await page.goto('/', { waitUntil: 'commit' });
  // The shell goes live; the page's own code is still held back.
  await expect(page.locator('html')).toHaveAttribute('data-shell-ready', 'true');
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(page.locator('main [data-page-root]')).not.toHaveAttribute('data-hydrated', 'true');
  release();
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
});

test('only the last press is replayed, once', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const release = await holdScripts(page, SHELL_ENTRY);
  await page.goto('/', { waitUntil: 'commit' });
  const toggle = page.getByRole('button', { name: /navigation menu/ });
  // Pressed twice while loading: open then close would cancel out; one replay opens it.
  await toggle.click();
  await toggle.click();
  release();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-shell-ready', 'true');
  await page.waitForTimeout(300);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});
