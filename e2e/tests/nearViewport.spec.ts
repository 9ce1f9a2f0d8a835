import { expect, test } from '@playwright/test';
import { siteRoutes } from '../support/routes.ts';

// Parts of a long page that the browser lays out only as they near the viewport
// (content-visibility: auto) hold a guessed size until then. In a first screen they would paint
// empty for a frame and move what follows, so no first screen, at any common size, may show one.
// Until such a part renders, what follows it sits by its guessed size; then it moves by the
// difference (off screen in Chromium, which anchors the scroll; on screen, scrolling up, in a
// browser that does not), so the guess must be near the real height at every width.
// Both are read from one load of each route per size (and, at 320 px, no sideways scrolling).
const firstScreens = [
  { width: 320, height: 640 },
  { width: 375, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
const guessWidths = [320, 360, 414, 600, 767, 768, 1024, 1280, 1920];
const sizes = [
  ...firstScreens,
  ...guessWidths
    .filter((width) => !firstScreens.some((screen) => screen.width === width))
    .map((width) => ({ width, height: 800 })),
].sort((a, b) => a.width - b.width);

for (const viewport of sizes) {
  const checksFirstScreen = firstScreens.some((screen) => screen.width === viewport.width);
  const checksGuesses = guessWidths.includes(viewport.width);
  const checks = [
    viewport.width === 320 ? 'no horizontal overflow' : '',
    checksFirstScreen
      ? `no part rendered only near the viewport is in a ${viewport.width}x${viewport.height} first screen`
      : '',
    checksGuesses
      ? `each part rendered only near the viewport holds about its real height at ${viewport.width} px`
      : '',
  ].filter(Boolean);
  test(`every route: ${checks.join('; ')}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const route of siteRoutes) {
      await page.goto(route);
      await expect(page.locator('main h1')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      if (viewport.width === 320) {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${route}: no horizontal overflow`).toBe(0);
      }
      if (checksFirstScreen) {
        const inFirstScreen = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter(
              (element) =>
                getComputedStyle(element).contentVisibility === 'auto' &&
                element.getBoundingClientRect().top < window.innerHeight,
            )
            .map((element) => element.outerHTML.slice(0, 100)),
        );
        expect(inFirstScreen, route).toEqual([]);
      }
      if (!checksGuesses) continue;
      const sizes = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((element) => getComputedStyle(element).contentVisibility === 'auto')
          .map((element) => {
            // "auto 1216px": the last value is the guess in px, for the content box only: the
            // placeholder is that plus the part's own padding and border.
            const style = getComputedStyle(element);
            const box = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
            const guess =
              Number.parseFloat(style.containIntrinsicHeight.split(' ').at(-1) ?? '') +
              box.reduce((sum, side) => sum + Number.parseFloat(style[side]), 0);
            (element as HTMLElement).style.contentVisibility = 'visible';
            return {
              part: element.outerHTML.slice(0, 80),
              guess,
              real: element.getBoundingClientRect().height,
            };
          }),
      );
      for (const { part, guess, real } of sizes) {
        expect(
          Math.abs(guess - real) / real,
          `${route} ${part}: guessed ${guess} px, real ${real} px`,
        ).toBeLessThanOrEqual(0.2);
      }
    }
  });
}
