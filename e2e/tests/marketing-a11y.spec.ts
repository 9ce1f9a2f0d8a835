import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gotoLive } from '../support/live.ts';

// Every marketing page, light and dark, phone and desktop: no axe violations and no console errors.
const paths = ['/', '/products', '/why-us', '/integration', '/terms', '/faqs', '/privacy-policy'];
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375px phone', width: 375, height: 740 },
];

for (const viewport of viewports) {
  for (const theme of ['light', 'dark'] as const) {
    for (const path of paths) {
      test(`${path} in ${theme} theme on ${viewport.name} has no axe violations`, async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          // Failed requests are reported below with their URL instead.
          if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
            errors.push(message.text());
          }
        });
        page.on('response', (response) => {
          if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
        });
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        await page.goto(path);
        await expect(page.locator('main h1')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        expect(
          results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  }
}

test('keyboard: the slideshow control works from the keyboard and shows its focus', async ({ page }) => {
  await gotoLive(page, '/');
  await expect(page.locator('main h1')).toBeVisible();
  const pause = page.getByRole('button', { name: /slideshow/ });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeFocused();
  const outline = await page
    .getByRole('button', { name: 'Play slideshow' })
    .evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
});
