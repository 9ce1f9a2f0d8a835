import { expect, test } from '@playwright/test';
import { layoutShifts } from '../support/layoutShifts.ts';
import { siteRoutes } from '../support/routes.ts';
import { startTricklingProxy, type TricklingProxy } from '../support/tricklingProxy.ts';

// No layout shift while a page loads (CLS 0): every route at a phone's and a desktop's size, on a
// full load and with its body arriving in pieces, and /upload while its gallery answers late.

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`CLS at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const route of siteRoutes) {
      test(`no layout shift while ${route} loads`, async ({ page }) => {
        await page.goto(route, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        const shifts = await page.evaluate(layoutShifts);
        expect(shifts.total, `layout shifts: ${shifts.moved.join('; ')}`).toBe(0);
      });
    }
  });
}

// The head holds the first paint until a named element is parsed: it must be the page's last.
test('the element the head waits on before painting ends every page', async ({ request }) => {
  for (const route of siteRoutes) {
    const html = await (await request.get(route)).text();
    const target = /<link rel="expect" href="#([\w-]+)" blocking="render"/.exec(html)?.[1];
    expect(target, `${route}: the head names an element to wait on`).toBeTruthy();
    const markup = new RegExp(`<div id="${target}"[^>]*></div>((?:\\s|</div>|</body>|</html>)*)$`);
    expect(html, `${route}: nothing but closing tags follows #${target}`).toMatch(markup);
  }
});

// On a slow network the browser may paint a page before its body has all arrived. Whatever it
// paints first must not move when the rest comes in (content centred, or pushed aside, by markup
// that was not there yet).
for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`CLS at ${viewport.width} px, page body arriving in pieces`, () => {
    test.use({ viewport });
    let proxy: TricklingProxy;
    test.beforeAll(async ({ baseURL }) => {
      proxy = await startTricklingProxy(new URL(baseURL ?? ''), { pieces: 6, pauseMs: 120 });
    });
    test.afterAll(async () => proxy.close());
    for (const route of siteRoutes) {
      test(`no layout shift while ${route} arrives in pieces`, async ({ page }) => {
        await page.goto(`${proxy.endpoint}${route}`, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        const shifts = await page.evaluate(layoutShifts);
        expect(shifts.total, `layout shifts: ${shifts.moved.join('; ')}`).toBe(0);
      });
    }
  });
}

const galleries = {
  empty: [],
  'three images': [1, 2, 3].map((n) => ({
    id: `img-${n}`,
    filename: `tee-front-${n}.png`,
    createdAt: '2026-11-01T10:00:00.000Z',
    url: '/favicon.svg',
    alt: '',
  })),
};

for (const [width, height] of [
  [375, 740],
  [1280, 800],
] as const) {
  test.describe(`CLS at ${width} px, slow gallery`, () => {
    test.use({ viewport: { width, height } });
    for (const [name, list] of Object.entries(galleries)) {
      test(`no layout shift on /upload when the gallery (${name}) answers after first paint`, async ({
        page,
      }) => {
        // On a slow network "Loading images..." is painted first, then replaced by the list.
        await page.route('**/api/product-images', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.fulfill({ json: list });
        });
        await page.goto('/upload');
        await expect(page.getByRole('region', { name: 'Uploaded Images' })).toHaveAttribute(
          'aria-busy',
          'false',
        );
        const shifts = await page.evaluate(layoutShifts);
        expect(shifts.total, `layout shifts: ${shifts.moved.join('; ')}`).toBe(0);
      });
    }
  });
}
