import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../support/hydration.ts';

// The slideshow's control from the keyboard. (Axe on every marketing page, light and dark, phone
// and desktop, with no page error: accessibility.spec.ts, which checks every route so.)
test('keyboard: the slideshow control works from the keyboard and shows its focus', async ({ page }) => {
  await gotoHydrated(page, '/');
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
