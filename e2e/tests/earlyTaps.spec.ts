import { expect, test } from '@playwright/test';
import { holdScripts } from '../support/holdScripts.ts';

// Pages are prerendered and readable before their JavaScript runs. A press on a button only the
// app can answer, made in that gap, is not lost: shell/src/inline/earlyTaps.ts (inlined in every page head) presses it again once the part
// of the page it belongs to is live.

// The shell's entry script, and the marketing remote's scripts.
const SHELL_ENTRY = /\/static\/js\/index\.[0-9a-f]+\.js$/;
const MARKETING = /\/remotes\/marketing\/.*\.js$/;

// The header's buttons need none of that: shell/src/inline/headerControls.ts (inlined in the head) answers
// them from the first paint, while the shell's own script is still held back.
test.describe('a phone that is still loading the app', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens at once, before the shell has run', async ({ page }) => {
    const release = await holdScripts(page, SHELL_ENTRY);
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: /navigation menu/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('list')).toBeVisible();
    await expect(page.locator('[data-island="Slideshow"]')).not.toHaveAttribute(
      'data-island-hydrated',
      'true',
    );
    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    release();
  });
});

test('the theme switches at once, before the shell has run, and the choice is kept', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  const release = await holdScripts(page, SHELL_ENTRY);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  release();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await context.close();
});

test('a page button waits for its own island: the slideshow pauses once it is live', async ({ page }) => {
  const release = await holdScripts(page, MARKETING);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(page.locator('[data-island="Slideshow"]')).not.toHaveAttribute('data-island-hydrated', 'true');
  release();
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
});

test('only the last press is replayed, once', async ({ page }) => {
  const release = await holdScripts(page, MARKETING);
  await page.goto('/', { waitUntil: 'commit' });
  const pause = page.getByRole('button', { name: 'Pause slideshow' });
  // Pressed twice while loading: pause then play would cancel out; one replay pauses it.
  await pause.click();
  await pause.click();
  release();
  await expect(page.locator('[data-island="Slideshow"]')).toHaveAttribute('data-island-hydrated', 'true');
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
});
