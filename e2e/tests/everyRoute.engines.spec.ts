import { DESKTOP, PHONE } from '../support/engine.ts';
import {
  horizontalOverflow,
  mainHeading,
  scrollThroughCheckingImages,
  waitUntilHydrated,
} from '../support/engineChecks.ts';
import { expect, test } from '../support/engineFixture.ts';
import { expectedRoutes } from '../support/expectedRoutes.ts';

// Every route, in Firefox and WebKit, at a phone's width and a desktop's: the right status and
// heading, hydrated with no page error, nothing wider than the screen, every image loaded, and a
// screenshot kept (test-results/<engine>/screenshots/). One page per route: loaded at the
// phone's width, then widened to the desktop's and loaded again, so each width is a fresh load.

for (const route of expectedRoutes()) {
  test(`${route.path} at phone and desktop width: status, heading, no error, no overflow, images loaded`, async ({
    open,
    shot,
  }) => {
    const page = await open(PHONE);
    for (const [width, size] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const label = `${route.path} (${width})`;
      await page.resize(size);
      // The server cannot tell the widths apart: the second load revalidates what the first got
      // (a 304 says the 200 still stands).
      const statuses = width === 'desktop' && route.status === 200 ? [200, 304] : [route.status];
      expect(statuses, `${label}: status`).toContain(await page.goto(route.path));
      await expect.poll(() => mainHeading(page), { message: `${label}: heading` }).toBe(route.heading);
      await waitUntilHydrated(page);
      expect(await page.evaluate(() => window.innerWidth), `${label}: viewport width`).toBe(size.width);
      expect(await horizontalOverflow(page), `${label}: no horizontal overflow`).toBe(0);
      await page.screenshot(shot(`${route.path.slice(1).replaceAll('/', '-') || 'home'}-${width}`));
      await scrollThroughCheckingImages(page, label);
      expect(await page.pageErrors(), `${label}: page errors`).toEqual([]);
    }
  });
}
