import { SLIDE_FADE_MS, SLIDE_INTERVAL_MS } from '@pod/marketing/content/heroSlides';
import { DESKTOP, PHONE } from '../support/engine.ts';
import { countOf, expectVisible, waitUntilLive } from '../support/engineChecks.ts';
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
  await waitUntilLive(page);
  expect(await countOf(page, 'article[id]')).toBe(21);
  await page.fill({ label: 'Search questions' }, 'dhl');
  // The search library arrives when the box is first used: generous, as on a slow phone.
  await expect.poll(() => countOf(page, 'article[id]'), { timeout: 20_000 }).toBe(1);
  await expect.poll(() => faqStatus(page)).toBe('1 of 21 questions match “dhl”');
  await expectVisible(page, { css: '#international-shipping' });
  await page.press({ label: 'Search questions' }, 'Escape');
  await expect.poll(() => countOf(page, 'article[id]')).toBe(21);
  await expect.poll(() => faqStatus(page)).toBe('Showing all 21 questions');
  expect(await page.pageErrors()).toEqual([]);
});

/** The number of the slide on screen (1-8), from the slideshow's own "Slide n of 8". */
const slideShown = (page: { evaluate: <R>(fn: () => R) => Promise<R> }) =>
  page.evaluate(() => {
    const slides = [...document.querySelectorAll('[data-slide]')];
    const shown = slides.find((slide) => getComputedStyle(slide).opacity === '1');
    return shown ? Number(shown.getAttribute('data-slide')) + 1 : 0;
  });

test('the home slideshow advances on its own, and Pause stops it', async ({ open }) => {
  const page = await open(DESKTOP);
  await page.goto('/');
  await expect.poll(() => countOf(page, '[data-slide]')).toBe(8);
  await expect.poll(() => slideShown(page), { timeout: 20_000 }).toBeGreaterThan(1);
  await page.click({ role: 'button', name: 'Pause slideshow' });
  await expectVisible(page, { role: 'button', name: 'Play slideshow' });
  const paused = await slideShown(page);
  // Longer than two turns of the slideshow: still the same slide.
  await page.evaluate(
    (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
    2 * SLIDE_INTERVAL_MS + SLIDE_FADE_MS,
  );
  expect(await slideShown(page)).toBe(paused);
  expect(await page.pageErrors()).toEqual([]);
});
