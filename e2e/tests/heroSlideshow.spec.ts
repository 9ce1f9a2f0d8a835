import { expect, type Page, test } from '@playwright/test';
import { slideshowControlText } from '@pod/marketing/content/heroSlides';
import { holdScripts } from '../support/holdScripts.ts';
import { collectErrors } from '../support/pageErrors.ts';
import { expectShowStill, showAnimations, slideshowIsland } from '../support/slideshowAnimations.ts';

// The marketing remote's scripts: held back or blocked, the page is the server's HTML and its CSS.
const MARKETING_CODE = /\/remotes\/marketing\/.*\.js$/;

/**
 * What the pill shows: the count as seen (the island's own text once hydrated, before that the
 * line of the CSS count scrolled into view), the control's words as seen, the slide on top.
 */
function countAndControl(page: Page) {
  return slideshowIsland(page).evaluate((island) => {
    const counter = [...island.querySelectorAll('span')].find((span) =>
      /^(Slide|Photo) \d of \d$/.test(span.textContent ?? ''),
    );
    if (!counter) throw new Error('no count');
    let count = getComputedStyle(counter).visibility === 'visible' ? counter.textContent : null;
    const after = getComputedStyle(counter, '::after');
    if (after.display !== 'none' && after.content !== 'none') {
      const lines = after.content.slice(1, -1).split(/\\a ?/i);
      const shift = new DOMMatrixReadOnly(after.transform === 'none' ? undefined : after.transform).m42;
      count = lines[Math.round(-shift / Number.parseFloat(after.lineHeight))] ?? null;
    }
    const words = [...island.querySelectorAll<HTMLElement>('[data-words]')].filter(
      (element) => getComputedStyle(element).display !== 'none',
    );
    const slides = [...island.querySelectorAll('[data-slide]')];
    const topSlide = slides.findLastIndex((slide) => getComputedStyle(slide).opacity === '1');
    return {
      count,
      control: words.map((element) => element.textContent?.replace(/^\W+/, '')).join(' '),
      topSlide,
      countWidth: counter.getBoundingClientRect().width,
      controlWidth: words[0]?.getBoundingClientRect().width ?? 0,
    };
  });
}

// The hero's slideshow runs on CSS from the first paint, and its script may come seconds later on
// a phone, or never. Its control is a checkbox the CSS reads, so Pause answers at once either way
// (WCAG 2.2.2); these check it through the browser's own state of the show's animations, not time.
test.describe('hero slideshow', () => {
  test('with its script blocked, Pause stops the slides at once and the control then reads Play slideshow', async ({
    page,
  }) => {
    await page.route(MARKETING_CODE, (route) => route.abort());
    await page.goto('/');
    expect((await showAnimations(page)).playStates).toEqual(['running']);
    await page.getByRole('button', { name: slideshowControlText.pause }).click();
    await expect(page.getByRole('button', { name: slideshowControlText.play })).toBeVisible();
    await expectShowStill(page);
    await expect(slideshowIsland(page)).not.toHaveAttribute('data-island-hydrated', 'true');
    // And Play starts it again, from where it stood.
    const stoodAt = (await showAnimations(page)).clock;
    await page.getByRole('button', { name: slideshowControlText.play }).click();
    await expect(page.getByRole('button', { name: slideshowControlText.pause })).toBeVisible();
    await expect.poll(async () => (await showAnimations(page)).playStates).toEqual(['running']);
    expect((await showAnimations(page)).clock).toBeGreaterThanOrEqual(stoodAt);
  });

  test('with its script blocked, the count and the control show whole, true words, playing and paused', async ({
    page,
  }) => {
    await page.route(MARKETING_CODE, (route) => route.abort());
    await page.goto('/');
    const playing = await countAndControl(page);
    expect(playing.count).toMatch(/^(Slide|Photo) [1-8] of 8$/);
    expect(playing.control).toBe(slideshowControlText.pause);
    await page.getByRole('button', { name: slideshowControlText.pause }).click();
    await expectShowStill(page);
    // Stood still at a known point (the middle of the third slide's turn): the count says that slide.
    await slideshowIsland(page).evaluate((island) => {
      for (const animation of island.getAnimations({ subtree: true }))
        animation.currentTime = 2 * 3000 + 2000;
    });
    const paused = await countAndControl(page);
    expect(paused.count).toMatch(/^(Slide|Photo) 3 of 8$/);
    expect(paused).toMatchObject({ control: slideshowControlText.play, topSlide: 2 });
    // Every part of the pill holds text: nothing is an empty box.
    for (const width of [paused.countWidth, paused.controlWidth]) expect(width).toBeGreaterThan(20);
  });

  test('a Pause pressed before the island is hydrated stays paused once it is', async ({ page }) => {
    const release = await holdScripts(page, MARKETING_CODE);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: slideshowControlText.pause }).click();
    await expectShowStill(page);
    await expect(slideshowIsland(page)).not.toHaveAttribute('data-island-hydrated', 'true');
    release();
    await expect(slideshowIsland(page)).toHaveAttribute('data-island-hydrated', 'true');
    await expect(slideshowIsland(page).locator('[data-slideshow]')).toHaveAttribute(
      'data-slideshow',
      'paused',
    );
    await expect(page.getByRole('button', { name: slideshowControlText.play })).toBeVisible();
    await expectShowStill(page);
  });

  test('once hydrated, Pause and Play stop and restart the same show, and only the slide shown is exposed', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await page.getByRole('button', { name: slideshowControlText.pause }).hover();
    await expect(slideshowIsland(page)).toHaveAttribute('data-island-hydrated', 'true');
    expect((await showAnimations(page)).playStates).toEqual(['running']);
    await page.getByRole('button', { name: slideshowControlText.pause }).click();
    await expect(slideshowIsland(page).locator('[data-slideshow]')).toHaveAttribute(
      'data-slideshow',
      'paused',
    );
    await expectShowStill(page);
    const count = await page.getByText(/^(Slide|Photo) [1-8] of 8$/).textContent();
    const exposed = slideshowIsland(page).locator('[data-slide]:not([aria-hidden="true"])');
    await expect(exposed).toHaveCount(1);
    await expect(exposed).toHaveAttribute('aria-label', count ?? '');
    const stoodAt = (await showAnimations(page)).clock;
    await page.getByRole('button', { name: slideshowControlText.play }).click();
    await expect(slideshowIsland(page).locator('[data-slideshow]')).toHaveAttribute(
      'data-slideshow',
      'playing',
    );
    await expect(page.getByRole('button', { name: slideshowControlText.pause })).toBeVisible();
    await expect.poll(async () => (await showAnimations(page)).playStates).toEqual(['running']);
    // The same show carries on from where it stood: no restart, no jump back.
    expect((await showAnimations(page)).clock).toBeGreaterThanOrEqual(stoodAt);
    expect(errors).toEqual([]);
  });
});
