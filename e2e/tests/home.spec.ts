import { expect, test } from '@playwright/test';
import { slideshowControlText } from '@pod/marketing/content/heroSlides';
import { collectErrors } from '../support/pageErrors.ts';
import { expectShowStill, slideshowIsland } from '../support/slideshowAnimations.ts';

// Home: the hero slideshow's images and motion, the guarantees, the sections and the calls to
// action, and a still show for a visitor who prefers reduced motion.

test('home: hero slideshow, guarantees, sections and calls to action', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  const slides = page.locator('[data-slide]');
  await expect(slides).toHaveCount(8);
  const first = slides.first().locator('img');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('width', '1600');
  await expect(first).toHaveAttribute('height', '900');
  await expect(slides.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(slides.first().locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif 640w/);
  expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  for (const name of [
    'Lowest Prices',
    'Best-in-Class Quality',
    'Quick Turnaround',
    'The Right Print Fulfillment Partner',
    'Your Brand Reputation is Everything',
    'White Glove Service for Your Market',
    "Let's Get Started",
  ]) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(page.locator('#markets-heading ~ ul > li')).toHaveCount(10);
  await expect(page.getByRole('link', { name: "Let's Connect" })).toHaveAttribute('href', '/contact');

  // The slideshow advances on its own on CSS (before its script and after), and once hydrated it
  // counts its slides, and the visible control pauses it (the rest: heroSlideshow.spec.ts).
  const shownOtherThanFirst = () =>
    page.locator('[data-slide]').evaluateAll(
      (slides) =>
        slides.filter((slide) => {
          // Shown, and its image laid out and loaded: not an empty frame.
          const image = slide.querySelector('img');
          return (
            slide.getAttribute('data-slide') !== '0' &&
            getComputedStyle(slide).opacity === '1' &&
            image?.checkVisibility() === true &&
            image.complete &&
            image.naturalWidth > 0
          );
        }).length,
    );
  await expect.poll(shownOtherThanFirst, { timeout: 8000 }).toBeGreaterThan(0);
  await page.getByRole('button', { name: slideshowControlText.pause }).hover();
  await expect(slideshowIsland(page)).toHaveAttribute('data-island-hydrated', 'true');
  await expect(page.getByText(/Slide [2-8] of 8/)).toBeVisible({ timeout: 5000 });
  await page.getByRole('button', { name: slideshowControlText.pause }).click();
  await expectShowStill(page);
  await expect(page.getByRole('button', { name: slideshowControlText.play })).toBeVisible();

  // Learn More leads to the company's story (Why Us); Contact Us leads to the sales form.
  await expect(page.getByRole('link', { name: 'Learn More about us', exact: true })).toHaveAttribute(
    'href',
    '/why-us',
  );
  await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL('/contact');
  expect(errors).toEqual([]);
});

test('home: no auto-advance when the visitor prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  // The first slide stays still on CSS alone, and the control offers to play; then hydrated, the same.
  await expectShowStill(page);
  await expect(page.locator('[data-slide="1"]')).toHaveCSS('opacity', '0');
  await expect(page.getByRole('button', { name: slideshowControlText.play })).toBeVisible();
  await page.getByRole('button', { name: slideshowControlText.play }).hover();
  await expect(slideshowIsland(page)).toHaveAttribute('data-island-hydrated', 'true');
  await expect(slideshowIsland(page).locator('[data-slideshow]')).toHaveAttribute('data-slideshow', 'paused');
  await expectShowStill(page);
  await expect(page.getByRole('button', { name: slideshowControlText.play })).toBeVisible();
  await expect(page.getByText('Slide 1 of 8')).toBeVisible();
});
