import { expect, test } from '@playwright/test';

// Where the home hero's parts sit: text beside the artwork on a desktop, under it on a phone, and
// the slideshow control clear of the artwork.

test.describe('hero at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('text beside the artwork, and the first slide is the largest paint', async ({ page }) => {
    await page.goto('/');
    const art = await page.locator('[data-slide="0"]').boundingBox();
    const heading = await page.locator('#hero-heading').boundingBox();
    expect(art && heading).toBeTruthy();
    if (!art || !heading) return;
    expect(heading.x + heading.width).toBeLessThanOrEqual(art.x);
    const lcp = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
            const last = entries[entries.length - 1];
            resolve(last?.element?.closest('[data-slide]')?.getAttribute('data-slide') ?? 'none');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(lcp).toBe('0');
  });
});

test.describe('hero at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the artwork is above the text, whole width', async ({ page }) => {
    await page.goto('/');
    const art = await page.locator('[data-slide="0"]').boundingBox();
    const heading = await page.locator('#hero-heading').boundingBox();
    if (!art || !heading) throw new Error('hero not rendered');
    expect(art.y + art.height).toBeLessThanOrEqual(heading.y);
    expect(art.width).toBeGreaterThan(300);
    expect(art.height).toBeGreaterThan(200);
  });

  test('the slideshow control sits under the artwork and covers none of it', async ({ page }) => {
    await page.goto('/');
    const art = await page.locator('[data-slide="0"]').boundingBox();
    const counter = await page.getByText(/^(Slide|Photo) \d of \d$/).boundingBox();
    const button = await page.getByRole('button', { name: /slideshow/ }).boundingBox();
    if (!art || !counter || !button) throw new Error('hero not rendered');
    for (const part of [counter, button]) {
      expect(part.y).toBeGreaterThanOrEqual(art.y + art.height);
      expect(part.x + part.width).toBeLessThanOrEqual(375);
    }
    await expect(page.getByRole('button', { name: /slideshow/ })).toBeInViewport();
  });
});
