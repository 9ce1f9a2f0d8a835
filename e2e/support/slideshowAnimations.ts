import { expect, type Page } from '@playwright/test';

// The home hero's slideshow, read through the browser's own state of its animations (not time).

export const slideshowIsland = (page: Page) => page.locator('[data-island="Slideshow"]');

/** The show's animations (slides, their lazy layout, the counter) as the browser runs them. */
export function showAnimations(page: Page) {
  return slideshowIsland(page).evaluate((island) => {
    const first = island.querySelector('[data-slide="0"]')?.getAnimations()[0];
    return {
      playStates: [
        ...new Set(island.getAnimations({ subtree: true }).map((animation) => animation.playState)),
      ],
      computed: [
        ...new Set(
          [...island.querySelectorAll('[data-slide]')].map(
            (slide) => getComputedStyle(slide).animationPlayState,
          ),
        ),
      ],
      clock: Number(first?.currentTime),
      opacities: [...island.querySelectorAll('[data-slide]')].map((slide) => getComputedStyle(slide).opacity),
    };
  });
}

/** The show stands still: every animation paused, and nothing moves from one frame to the next. */
export async function expectShowStill(page: Page): Promise<void> {
  await expect.poll(async () => (await showAnimations(page)).playStates).toEqual(['paused']);
  const before = await showAnimations(page);
  expect(before.computed).toEqual(['paused']);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const after = await showAnimations(page);
  expect(after.clock).toBe(before.clock);
  expect(after.opacities).toEqual(before.opacities);
}
