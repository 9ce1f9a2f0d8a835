import { faqSearchText } from '@pod/marketing/content/faqSearchText';
import { SLIDE_FADE_MS, SLIDE_INTERVAL_MS, slideshowControlText } from '@pod/marketing/content/heroSlides';
import { DESKTOP, PHONE } from '../support/engine.ts';
import { countOf, expectVisible, waitUntilHydrated } from '../support/engineChecks.ts';
import { expect, test } from '../support/engineFixture.ts';

// The marketing pages' scripted parts, in Firefox and WebKit: FAQ search, and the home
// slideshow that advances on its own until the visitor pauses it.

const faqStatus = (page: { evaluate: <R>(fn: () => R) => Promise<R> }) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('[role="status"]')]
        .map((el) => el.textContent?.trim() ?? '')
        .find((text) => text.includes('questions')) ?? null,
  );

test('FAQ search filters as the visitor types and Escape shows every question again', async ({ open }) => {
  const page = await open(PHONE);
  await page.goto('/faqs');
  await waitUntilHydrated(page);
  expect(await countOf(page, 'article[id]:not([hidden])')).toBe(21);
  await page.fill({ label: faqSearchText.label }, 'dhl');
  // The island comes alive when the box is first used: generous, as on a slow phone.
  await expect.poll(() => countOf(page, 'article[id]:not([hidden])'), { timeout: 20_000 }).toBe(1);
  await expect.poll(() => faqStatus(page)).toBe(faqSearchText.someMatch(1, 21, 'dhl'));
  await expectVisible(page, { css: '#international-shipping' });
  await page.press({ label: faqSearchText.label }, 'Escape');
  await expect.poll(() => countOf(page, 'article[id]:not([hidden])')).toBe(21);
  await expect.poll(() => faqStatus(page)).toBe(faqSearchText.showingAll(21));
  expect(await page.pageErrors()).toEqual([]);
});

/** The slide on screen (1-8, 0 mid-fade), and where the show's animations stand. */
const show = (page: { evaluate: <R>(fn: () => R) => Promise<R> }) =>
  page.evaluate(() => {
    const island = document.querySelector('[data-island="Slideshow"]');
    const slides = [...document.querySelectorAll('[data-slide]')];
    const shown = slides.find((slide) => getComputedStyle(slide).opacity === '1');
    const animations = island?.getAnimations({ subtree: true }) ?? [];
    return {
      slide: shown ? Number(shown.getAttribute('data-slide')) + 1 : 0,
      playStates: [...new Set(animations.map((animation) => animation.playState))],
      opacities: slides.map((slide) => getComputedStyle(slide).opacity),
    };
  });

test('the home slideshow advances on its own, and Pause stops it', async ({ open }) => {
  const page = await open(DESKTOP);
  await page.goto('/');
  await expect.poll(() => countOf(page, '[data-slide]')).toBe(8);
  await expect.poll(async () => (await show(page)).slide, { timeout: 20_000 }).toBeGreaterThan(1);
  await page.click({ role: 'button', name: slideshowControlText.pause });
  await expectVisible(page, { role: 'button', name: slideshowControlText.play });
  await expect.poll(async () => (await show(page)).playStates).toEqual(['paused']);
  const paused = await show(page);
  // Longer than two turns of the slideshow: every slide still where it stood.
  await page.evaluate(
    (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
    2 * SLIDE_INTERVAL_MS + SLIDE_FADE_MS,
  );
  expect(await show(page)).toEqual(paused);
  expect(await page.pageErrors()).toEqual([]);
});
