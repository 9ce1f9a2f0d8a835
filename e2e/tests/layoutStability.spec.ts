import { expect, type Page, test } from '@playwright/test';
import { siteRoutes } from '../support/routes.ts';
import { startTricklingProxy, type TricklingProxy } from '../support/tricklingProxy.ts';

// Layout: no sideways scrolling at 320 px, no layout shift on load (CLS 0), the brand font
// preloaded and used, the hero's artwork in view, Products in balanced rows, a helpful 404.

/**
 * Runs in the page: the layout shifts so far (not caused by input), and what moved, so a failure
 * says which element jumped. Two frames: buffered entries arrive before the second callback.
 */
function layoutShifts(): Promise<{ total: number; moved: string[] }> {
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  return new Promise((resolve) => {
    let total = 0;
    const moved: string[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node instanceof Element ? source.node : source.node?.parentElement;
          const what = `${node?.tagName.toLowerCase() ?? '?'} "${(node?.textContent ?? '').trim().slice(0, 40)}"`;
          moved.push(
            `${what} y ${source.previousRect.y}->${source.currentRect.y} h ${source.previousRect.height}->${source.currentRect.height} at ${Math.round(entry.startTime)} ms`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    requestAnimationFrame(() => requestAnimationFrame(() => resolve({ total, moved })));
  });
}

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

/** How many parts under `scope` wait for the viewport (content-visibility: auto) right now. */
function waitingParts(page: Page, scope: 'main' | 'body'): Promise<number> {
  return page.evaluate(
    (root) =>
      [...document.querySelectorAll(`${root} *`)].filter(
        (element) => getComputedStyle(element).contentVisibility === 'auto',
      ).length,
    scope,
  );
}

/** Runs in the page: scrolls to the end half a screen at a time, two frames at each stop. */
function scrollToEnd(): Promise<void> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return (async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
  })();
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`/products at ${viewport.width} px, parts rendered as they near the viewport`, () => {
    test.use({ viewport });
    test('the cards past the first row and the closing band wait for the viewport', async ({ page }) => {
      await page.goto('/products');
      const waiting = await waitingParts(page, 'main');
      expect(waiting).toBe(viewport.width < 768 ? 4 : 3);
    });

    test('the skip link to the main content leaves them waiting', async ({ page }) => {
      await page.goto('/products#main-content');
      const waiting = await waitingParts(page, 'main');
      expect(waiting).toBe(viewport.width < 768 ? 4 : 3);
    });

    test('no layout shift while scrolling to the end', async ({ page }) => {
      await page.goto('/products', { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(scrollToEnd);
      const shifts = await page.evaluate(layoutShifts);
      expect(shifts.total, `layout shifts: ${shifts.moved.join('; ')}`).toBe(0);
      await expect(page.locator('footer')).toBeInViewport();
    });

    test('a link to the last card renders every card at once and lands on it, with no layout shift', async ({
      page,
    }) => {
      await page.goto('/products#hats', { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      // Where the visitor lands depends on real sizes only, not on guesses or scroll anchoring.
      const waiting = await waitingParts(page, 'body');
      expect(waiting).toBe(0);
      const shifts = await page.evaluate(layoutShifts);
      expect(shifts.total, `layout shifts: ${shifts.moved.join('; ')}`).toBe(0);
      // Under the sticky header (the page's scroll-padding-top is 5rem).
      const top = await page.locator('#hats').evaluate((card) => card.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThanOrEqual(100);
    });
  });
}

test('/faqs: its later topics wait for the viewport, but every topic renders while a search narrows the list', async ({
  page,
}) => {
  const waiting = () => waitingParts(page, 'main');
  await page.goto('/faqs');
  expect(await waiting()).toBe(3);
  await page.getByLabel('Search questions').fill('shipping');
  await expect(page.locator('#faq-search-status')).toHaveText(/questions match “shipping”$/);
  expect(await waiting()).toBe(0);
  await page.getByLabel('Search questions').fill('');
  await expect(page.locator('#faq-search-status')).toHaveText('Showing all 21 questions');
  expect(await waiting()).toBe(3);
});

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

test('the brand font is preloaded from the page head and used', async ({ page, request }) => {
  const html = await (await request.get('/products')).text();
  const preload = html.match(
    /<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+inter-latin-wght-normal[^"]*\.woff2)">/,
  );
  expect(preload?.[1]).toBeTruthy();
  const font = await request.get(preload?.[1] ?? '');
  expect(font.status()).toBe(200);
  expect(font.headers()['content-type']).toContain('font/woff2');
  expect(font.headers()['cache-control']).toContain('immutable');
  const notFound = await (await request.get('/no-such-page')).text();
  expect(notFound).toContain(preload?.[0] ?? 'missing');

  // font-display: optional may leave any load on a busy machine painted with the metric-matched
  // fallback, so what is checked is that the declared face loads from that file and is the one
  // the heading asks for, not which of the two happened to paint.
  const fontsFetched: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) fontsFetched.push(new URL(response.url()).pathname);
  });
  await page.goto('/products');
  const faces = await page.evaluate(async () =>
    (await document.fonts.load('700 16px "Inter Variable"')).map((face) => face.status),
  );
  expect(faces.length).toBeGreaterThan(0);
  expect(faces.every((status) => status === 'loaded')).toBe(true);
  expect(fontsFetched).toContain(new URL(preload?.[1] ?? '', 'http://site').pathname);
  expect(await page.evaluate(() => document.fonts.check('700 16px "Inter Variable"'))).toBe(true);
  expect(await page.locator('main h1').evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(
    /^"?Inter Variable/,
  );
});

test.describe('hero at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('text beside the artwork, and the first slide is the largest paint', async ({ page }) => {
    await page.goto('/');
    const art = await page.locator('[data-slide="0"]').boundingBox();
    const heading = await page.locator('#hero-heading').boundingBox();
    expect(art && heading).toBeTruthy();
    if (!art || !heading) return;
    expect(heading.x + heading.width).toBeLessThanOrEqual(art.x);
    const lcp = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
            const last = entries[entries.length - 1];
            resolve(last?.element?.closest('[data-slide]')?.getAttribute('data-slide') ?? 'none');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(lcp).toBe('0');
  });
});

test.describe('hero at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the artwork is above the text, whole width', async ({ page }) => {
    await page.goto('/');
    const art = await page.locator('[data-slide="0"]').boundingBox();
    const heading = await page.locator('#hero-heading').boundingBox();
    if (!art || !heading) throw new Error('hero not rendered');
    expect(art.y + art.height).toBeLessThanOrEqual(heading.y);
    expect(art.width).toBeGreaterThan(300);
    expect(art.height).toBeGreaterThan(200);
  });

  test('the slideshow control sits under the artwork and covers none of it', async ({ page }) => {
    await page.goto('/');
    const art = await page.locator('[data-slide="0"]').boundingBox();
    const counter = await page.getByText(/^(Slide|Photo) \d of \d$/).boundingBox();
    const button = await page.getByRole('button', { name: /slideshow/ }).boundingBox();
    if (!art || !counter || !button) throw new Error('hero not rendered');
    for (const part of [counter, button]) {
      expect(part.y).toBeGreaterThanOrEqual(art.y + art.height);
      expect(part.x + part.width).toBeLessThanOrEqual(375);
    }
    await expect(page.getByRole('button', { name: /slideshow/ })).toBeInViewport();
  });
});

test.describe('products at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('four cards in two rows of two, then a call to action to /contact', async ({ page }) => {
    await page.goto('/products');
    const tops = await page
      .locator('main article[id]')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size).toBe(2);
    expect(tops[0]).toBe(tops[1]);
    expect(tops[2]).toBe(tops[3]);
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

test('the not-found screen keeps the spec words and links to the main pages', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('main h1')).toHaveText('404 Page Not Found');
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  const links = page.getByRole('navigation', { name: 'Try one of these pages' }).getByRole('link');
  await expect(links).toHaveText(['Home', 'Why Us', 'Products', 'Integration', 'FAQs', 'Contact Us']);
  await links.filter({ hasText: 'FAQs' }).click();
  await expect(page).toHaveURL('/faqs');
});

test.describe('FAQ questions box at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('is as wide as the list and its e-mail buttons keep to one line', async ({ page }) => {
    await page.goto('/faqs');
    const box = await page.getByRole('region', { name: 'Still have questions?' }).boundingBox();
    const card = await page.locator('article[id]').first().boundingBox();
    if (!box || !card) throw new Error('FAQ page not rendered');
    expect(Math.round(box.width)).toBe(Math.round(card.width));
    for (const name of [/^Email sales/, /^Email support/]) {
      const button = await page.getByRole('link', { name }).boundingBox();
      expect(button?.height ?? 99).toBeLessThan(56);
    }
  });
});

test.describe('legal pages at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const route of ['/terms', '/privacy-policy']) {
    test(`${route} starts right under its page header`, async ({ page }) => {
      await page.goto(route);
      const subtitle = await page.locator('main header p').first().boundingBox();
      const contents = await page
        .locator('main section p, main nav[aria-labelledby="toc-heading"]')
        .first()
        .boundingBox();
      if (!subtitle || !contents) throw new Error('legal page not rendered');
      expect(contents.y - (subtitle.y + subtitle.height)).toBeLessThanOrEqual(48);
    });
  }
});
