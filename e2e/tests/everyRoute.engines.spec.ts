import { DESKTOP, PHONE } from '../support/engine.ts';
import {
  horizontalOverflow,
  mainHeading,
  scrollThroughCheckingImages,
  waitUntilLive,
} from '../support/engineChecks.ts';
import { expect, test } from '../support/engineFixture.ts';
import { expectedRoutes } from '../support/expectedRoutes.ts';

// Every route, in Firefox and WebKit, at a phone's width and a desktop's: the right status and
// heading, live with no page error, nothing wider than the screen, every image loaded, and a
// screenshot kept (test-results/<engine>/screenshots/).

for (const route of expectedRoutes()) {
  for (const [width, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${route.path} at ${width} width: status, heading, no error, no overflow, images loaded`, async ({
      open,
      shot,
    }) => {
      const label = `${route.path} (${width})`;
      const page = await open(size);
      expect(await page.goto(route.path), `${label}: status`).toBe(route.status);
      await expect.poll(() => mainHeading(page), { message: `${label}: heading` }).toBe(route.heading);
      await waitUntilLive(page);
      expect(await page.evaluate(() => window.innerWidth), `${label}: viewport width`).toBe(size.width);
      expect(await horizontalOverflow(page), `${label}: no horizontal overflow`).toBe(0);
      await page.screenshot(shot(`${route.path.slice(1).replaceAll('/', '-') || 'home'}-${width}`));
      await scrollThroughCheckingImages(page, label);
      expect(await page.pageErrors(), `${label}: page errors`).toEqual([]);
    });
  }
}
