import { expect, test } from '@playwright/test';
import { siteRoutes } from '../support/routes.ts';

// A page left open does no work on the main thread between the moments it changes: on a cheap
// phone, work on every frame (a CSS animation of a property the compositor cannot run, a timer,
// a poll) drains the battery and delays every press. Counted, not timed: the browser's own count
// of style recalculations over three quiet seconds. A slideshow turns every few seconds, so a
// handful are allowed; an animation served by the main thread would cost one per frame.
const QUIET_MS = 3000;
const MAX_STYLE_RECALCS = 15;

test.use({ viewport: { width: 375, height: 740 } });

for (const route of siteRoutes) {
  test(`${route} at rest does no style work between its changes`, async ({ page }) => {
    const session = await page.context().newCDPSession(page);
    await session.send('Performance.enable');
    await page.goto(route, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    // At rest: after the load-time work, which ends with the islands' code fetched ahead 3 s after
    // the largest paint when nobody touches the page (the starter's flight adds its links then).
    await page.waitForTimeout(3500);
    const recalcs = async () => {
      const { metrics } = await session.send('Performance.getMetrics');
      return metrics.find((metric) => metric.name === 'RecalcStyleCount')?.value ?? Number.NaN;
    };
    const before = await recalcs();
    await page.waitForTimeout(QUIET_MS);
    const during = (await recalcs()) - before;
    expect(during, `style recalculations in ${QUIET_MS} ms at rest`).toBeLessThanOrEqual(MAX_STYLE_RECALCS);
    // What was measured on the home page is the show its CSS runs before anyone reaches for it.
    if (route === '/')
      await expect(page.locator('[data-island="Slideshow"]')).not.toHaveAttribute(
        'data-island-hydrated',
        'true',
      );
  });
}
