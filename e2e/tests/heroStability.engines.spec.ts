import { DESKTOP, PHONE } from '../support/engine.ts';
import { mainHeading } from '../support/engineChecks.ts';
import { expect, test } from '../support/engineFixture.ts';
import { startTricklingProxy, type TricklingProxy } from '../support/tricklingProxy.ts';

// Firefox and WebKit paint a page before its markup is parsed whole (they ignore the shell's
// <link rel=expect blocking=render>): the home hero must not move when the markup below it
// arrives. The page comes through a proxy that sends it in pieces, with pauses to paint in.

let proxy: TricklingProxy;
test.beforeAll(async ({ baseURL }) => {
  proxy = await startTricklingProxy(new URL(baseURL ?? ''), { pieces: 8, pauseMs: 250 });
});
test.afterAll(async () => proxy.close());

for (const [width, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the home heading stays where it was first painted while the page arrives, at ${width} width`, async ({
    open,
  }) => {
    // As on a first visit: a cached font or image would paint with the first markup.
    const page = await open(size, { coldCache: true });
    await page.goto(`${proxy.endpoint}/`);
    await expect
      .poll(() => mainHeading(page))
      .toBe("Let's Make Your Print-on-Demand Apparel Sales More Profitable");
    await expect
      .poll(() => page.evaluate(() => document.readyState === 'complete' && performance.now() > 3000), {
        timeout: 30_000,
      })
      .toBe(true);
    const tops = await page.evaluate(() => window.__headingTops ?? []);
    expect(tops, "the heading's top on each frame it moved").toHaveLength(1);
  });
}
