import { expect, type Page, test } from '@playwright/test';
import { layoutShifts } from '../support/layoutShifts.ts';

// The parts of /products and /faqs that the browser lays out only as they near the viewport
// (content-visibility: auto): which wait, what renders them at once, and no layout shift when
// they render. (Their guessed sizes, on every route: nearViewport.spec.ts.)

/** How many parts under `scope` wait for the viewport (content-visibility: auto) right now. */
function waitingParts(page: Page, scope: 'main' | 'body'): Promise<number> {
  return page.evaluate(
    (root) =>
      [...document.querySelectorAll(`${root} *`)].filter(
        (element) => getComputedStyle(element).contentVisibility === 'auto',
      ).length,
    scope,
  );
}

/** Runs in the page: scrolls to the end half a screen at a time, two frames at each stop. */
function scrollToEnd(): Promise<void> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return (async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
  })();
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`/products at ${viewport.width} px, parts rendered as they near the viewport`, () => {
    test.use({ viewport });
    test('the cards past the first row and the closing band wait for the viewport', async ({ page }) => {
      await page.goto('/products');
      const waiting = await waitingParts(page, 'main');
      expect(waiting).toBe(viewport.width < 768 ? 4 : 3);
    });

    test('the skip link to the main content leaves them waiting', async ({ page }) => {
      await page.goto('/products#main-content');
      const waiting = await waitingParts(page, 'main');
      expect(waiting).toBe(viewport.width < 768 ? 4 : 3);
    });

    test('no layout shift while scrolling to the end', async ({ page }) => {
      await page.goto('/products', { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(scrollToEnd);
      const shifts = await page.evaluate(layoutShifts);
      expect(shifts.total, `layout shifts: ${shifts.moved.join('; ')}`).toBe(0);
      await expect(page.locator('footer')).toBeInViewport();
    });

    test('a link to the last card renders every card at once and lands on it, with no layout shift', async ({
      page,
    }) => {
      await page.goto('/products#hats', { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      // Where the visitor lands depends on real sizes only, not on guesses or scroll anchoring.
      const waiting = await waitingParts(page, 'body');
      expect(waiting).toBe(0);
      const shifts = await page.evaluate(layoutShifts);
      expect(shifts.total, `layout shifts: ${shifts.moved.join('; ')}`).toBe(0);
      // Under the sticky header (the page's scroll-padding-top is 5rem).
      const top = await page.locator('#hats').evaluate((card) => card.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThanOrEqual(100);
    });
  });
}

test('/faqs: its later topics wait for the viewport, but every topic renders while a search narrows the list', async ({
  page,
}) => {
  const waiting = () => waitingParts(page, 'main');
  await page.goto('/faqs');
  expect(await waiting()).toBe(3);
  await page.getByLabel('Search questions').fill('shipping');
  await expect(page.locator('#faq-search-status')).toHaveText(/questions match “shipping”$/);
  expect(await waiting()).toBe(0);
  await page.getByLabel('Search questions').fill('');
  await expect(page.locator('#faq-search-status')).toHaveText('Showing all 21 questions');
  expect(await waiting()).toBe(3);
});
