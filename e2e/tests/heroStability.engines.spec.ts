import { readFileSync } from 'node:fs';
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

// The first slide is painted with the page, as in Chromium: WebKit once showed the text around an
// empty art frame for most of a second after the load event. Read from a screenshot taken at the
// load event (the page decodes it): most of the frame's upper part must differ from the empty
// frame's colour (its lower right holds the pause control).
test('the first slide is on screen as soon as the page has loaded', async ({ open, shot }) => {
  const page = await open(DESKTOP, { coldCache: true });
  await page.goto('/');
  const file = shot('home-at-load');
  await page.screenshot(file);
  const painted = await page.evaluate(async (png: string) => {
    const frame = document.querySelector('[data-slide="0"]')?.parentElement;
    if (!frame) return -1;
    const box = frame.getBoundingClientRect();
    const [er = 0, eg = 0, eb = 0] = getComputedStyle(frame).backgroundColor.match(/\d+/g)?.map(Number) ?? [];
    // An image, not fetch(): the site's CSP allows data: images but no data: connections.
    const bitmap = new Image();
    bitmap.src = `data:image/png;base64,${png}`;
    await bitmap.decode();
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) return -1;
    context.drawImage(bitmap, 0, 0);
    const scale = bitmap.width / window.innerWidth;
    let differing = 0;
    for (let row = 1; row <= 6; row++)
      for (let column = 1; column <= 9; column++) {
        const x = (box.left + (box.width * column) / 10) * scale;
        const y = (box.top + (box.height * row) / 10) * scale;
        const [r = 0, g = 0, b = 0] = context.getImageData(Math.round(x), Math.round(y), 1, 1).data;
        if (Math.abs(r - er) + Math.abs(g - eg) + Math.abs(b - eb) > 12) differing++;
      }
    return differing / 54;
  }, readFileSync(file).toString('base64'));
  expect(painted, 'share of the art frame showing the first slide at load').toBeGreaterThan(0.5);
});
