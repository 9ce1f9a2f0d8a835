import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { axeVariants, WCAG_TAGS } from '../support/axeVariants.ts';
import { signInToUpload, uploadImage } from '../support/staffSession.ts';

// "From our production floor" on Home and Products: the photos staff feature in the upload
// tool, in their order, as AVIF/WebP <picture>s loaded lazily below the fold, once the visitor
// scrolls within two screens of it; no strip, and the same server HTML, when nothing is featured.
const TITLE = 'From our production floor';
const ROUTES = ['/', '/products'] as const;
const stamp = Date.now();
const names = ['a', 'b', 'c'].map((letter) => `strip-${letter}-${stamp}.png`);

test.describe.configure({ mode: 'serial' });
test.use({ colorScheme: 'light' });

/**
 * Scrolls as a visitor reading down the page does, until the strip's place is half a screen
 * below the viewport: the strip comes to life two screens ahead and goes in there, moving
 * nothing in view. (A jump straight to its place would find it already on screen: no strip.)
 */
async function scrollToStripPlace(page: Page) {
  await page.evaluate(() => {
    // The island's wrapper has no box: its place is where what follows it starts.
    let node: Element | null = document.querySelector('[data-island="ProductionStrip"]');
    while (node && !node.nextElementSibling) node = node.parentElement;
    const after = node?.nextElementSibling;
    if (!after) throw new Error('nothing follows the strip');
    const top = after.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, Math.max(0, top - window.innerHeight * 1.5));
  });
}

/** The ids of the strip's photos on a route, as a visitor with an empty cache sees them. */
async function stripIds(browser: Browser, route: string, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(route);
  await scrollToStripPlace(page);
  const strip = page.getByRole('region', { name: TITLE });
  await strip.scrollIntoViewIfNeeded();
  await expect(strip.getByRole('img').first()).toBeVisible();
  const pictures = await strip.locator('picture').evaluateAll((all) =>
    all.map((picture) => {
      const img = picture.querySelector('img');
      return {
        alt: img?.getAttribute('alt') ?? '',
        src: img?.getAttribute('src') ?? '',
        lazy: img?.getAttribute('loading') === 'lazy' && img.getAttribute('decoding') === 'async',
        sized: Number(img?.getAttribute('width')) > 0 && Number(img?.getAttribute('height')) > 0,
        srcsets: [...picture.querySelectorAll('source')].map((source) => ({
          type: source.type,
          srcset: source.srcset,
          sizes: source.sizes,
        })),
      };
    }),
  );
  await context.close();
  for (const picture of pictures) {
    expect(picture.lazy && picture.sized).toBe(true);
    // Featured without a description: the phrase the upload tool's alt-text hints promise.
    expect(picture.alt).toBe('A decorated garment on our production floor');
    expect(picture.srcsets.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of picture.srcsets) {
      expect(source.srcset).toMatch(/\/variants\/w\d+\.(avif|webp) \d+w/);
      expect(source.sizes).not.toBe('');
    }
  }
  return pictures.map((picture) => /product-images\/([^/]+)\//.exec(picture.src)?.[1] ?? '');
}

const rawHtml: Record<string, string> = {};

test('with nothing featured there is no strip, and the server HTML has none', async ({ page, request }) => {
  for (const route of ROUTES) {
    rawHtml[route] = await (await request.get(route)).text();
    expect(rawHtml[route]).not.toContain(TITLE);
    const featured = page.waitForResponse((response) => response.url().endsWith('/api/featured-images'));
    await page.goto(route, { waitUntil: 'networkidle' });
    await expect(page.locator('main h1')).toBeVisible();
    await scrollToStripPlace(page);
    await featured;
    await expect(page.locator('[data-island="ProductionStrip"]')).toHaveAttribute(
      'data-island-hydrated',
      'true',
    );
    await expect(page.getByRole('heading', { name: TITLE })).toHaveCount(0);
  }
});

test('staff feature photos and set their order; visitors see that order on Home and Products', async ({
  page,
  browser,
  request,
}) => {
  await signInToUpload(page);
  for (const name of names) await uploadImage(page, name);
  const list = (await (await request.get('/api/product-images')).json()) as {
    id: string;
    filename: string;
  }[];
  const [a, b, c] = names.map((name) => list.find((image) => image.filename === name)?.id ?? '');

  // Feature c, a, b (each goes last), from the gallery's own controls.
  for (const name of [names[2], names[0], names[1]]) {
    await page.getByRole('button', { name: `Feature ${name} on Home and Products` }).click();
    await expect(page.getByRole('status').filter({ hasText: `${name} is featured` })).toBeAttached();
  }
  const featured = page.getByRole('region', { name: 'Featured on Home and Products' });
  await expect(featured.getByRole('listitem')).toHaveText([
    new RegExp(`${names[2]}\\s*1 of 3`),
    new RegExp(`${names[0]}\\s*2 of 3`),
    new RegExp(`${names[1]}\\s*3 of 3`),
  ]);

  // By keyboard: move b up once; focus stays on its Up button and the move is announced.
  const up = featured.getByRole('button', { name: `Move ${names[1]} up` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(featured.getByRole('status')).toHaveText(`${names[1]} moved to position 2 of 3.`);
  await expect(featured.getByRole('button', { name: `Move ${names[1]} up` })).toBeFocused();

  for (const route of ROUTES) expect(await stripIds(browser, route)).toEqual([c, b, a]);
  // The server HTML does not change with what is featured.
  for (const route of ROUTES) expect(await (await request.get(route)).text()).toBe(rawHtml[route]);
});

test('focus stays on the moved photo after Down and a move to the top, and goes to a neighbour after Unfeature', async ({
  page,
}) => {
  await signInToUpload(page);
  const featured = page.getByRole('region', { name: 'Featured on Home and Products' });
  const status = featured.getByRole('status');
  const [a, b, c] = names as [string, string, string];
  const press = async (name: string, announced: string) => {
    await featured.getByRole('button', { name }).focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(announced);
  };
  await expect(featured.getByRole('listitem')).toHaveText([
    new RegExp(`${c}\\s*1 of 3`),
    new RegExp(`${b}\\s*2 of 3`),
    new RegExp(`${a}\\s*3 of 3`),
  ]);

  // Down: focus stays on the same button while it can still move down ...
  await press(`Move ${c} down`, `${c} moved to position 2 of 3.`);
  await expect(featured.getByRole('button', { name: `Move ${c} down` })).toBeFocused();
  // ... and goes to its Up button once it reaches the bottom (Down is disabled there).
  await press(`Move ${c} down`, `${c} moved to position 3 of 3.`);
  await expect(featured.getByRole('button', { name: `Move ${c} up` })).toBeFocused();

  // To the top: Up is disabled there, so focus goes to its Down button.
  await press(`Move ${a} up`, `${a} moved to position 1 of 3.`);
  await expect(featured.getByRole('button', { name: `Move ${a} down` })).toBeFocused();

  // Unfeature: the row goes; focus moves to the photo that took its place.
  await press(`Unfeature ${b}`, `${b} is no longer featured.`);
  await expect(featured.getByRole('listitem')).toHaveCount(2);
  await expect(featured.getByRole('button', { name: `Unfeature ${c}` })).toBeFocused();
  // The last row: no photo takes its place, so the one before it.
  await press(`Unfeature ${c}`, `${c} is no longer featured.`);
  await expect(featured.getByRole('button', { name: `Unfeature ${a}` })).toBeFocused();
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`no layout shift when the strip arrives and its photos load (${viewport.width} px)`, async ({
    browser,
  }) => {
    for (const route of ROUTES) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(route, { waitUntil: 'networkidle' });
      await scrollToStripPlace(page);
      const strip = page.getByRole('region', { name: TITLE });
      await expect(strip).toBeAttached();
      await strip.scrollIntoViewIfNeeded();
      await expect(strip.getByRole('img').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(
        () =>
          new Promise<{ total: number; moved: string[] }>((resolve) => {
            type Shift = PerformanceEntry & {
              value: number;
              sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
            };
            let total = 0;
            const moved: string[] = [];
            new PerformanceObserver((entries) => {
              for (const entry of entries.getEntries() as Shift[]) {
                total += entry.value;
                for (const source of entry.sources ?? []) {
                  const node = source.node instanceof Element ? source.node : source.node?.parentElement;
                  moved.push(
                    `${node?.tagName} "${(node?.textContent ?? '').slice(0, 30)}" y ${source.previousRect.y}->${source.currentRect.y} h ${source.previousRect.height}->${source.currentRect.height} at ${Math.round(entry.startTime)}`,
                  );
                }
              }
            }).observe({ type: 'layout-shift', buffered: true });
            requestAnimationFrame(() => requestAnimationFrame(() => resolve({ total, moved })));
          }),
      );
      expect(shifts.total, `${route}: ${shifts.moved.join('; ')}`).toBe(0);
      await context.close();
    }
  });
}

for (const variant of axeVariants)
  test(`the strip passes axe on Home and Products (${variant.name})`, async ({ browser }) => {
    for (const route of ROUTES) {
      const context = await browser.newContext({
        viewport: variant.viewport,
        colorScheme: variant.colorScheme,
      });
      const page = await context.newPage();
      await page.goto(route, { waitUntil: 'networkidle' });
      await scrollToStripPlace(page);
      const strip = page.getByRole('region', { name: TITLE });
      await strip.scrollIntoViewIfNeeded();
      await expect(strip.getByRole('img').first()).toBeVisible();
      if (process.env.STRIP_SHOTS)
        await strip.screenshot({
          path: `shots/out/strip-${route.slice(1) || 'home'}-${variant.name.replace(/ /g, '-')}.png`,
        });
      const results = await new AxeBuilder({ page })
        .include('#production-heading')
        .withTags(WCAG_TAGS)
        .analyze();
      const section = await new AxeBuilder({ page })
        .include('section[aria-labelledby="production-heading"]')
        .withTags(WCAG_TAGS)
        .analyze();
      expect(
        [...results.violations, ...section.violations].map((violation) => violation.id),
        route,
      ).toEqual([]);
      await context.close();
    }
  });

test.afterAll(async ({ browser }) => {
  // Leave the site as it was for the specs after this one: nothing featured, no test images.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToUpload(page);
  const origin = { Origin: new URL(page.url()).origin };
  const featured = (await (await page.request.get('/api/featured-images')).json()) as { id: string }[];
  for (const image of featured)
    await page.request.post(`/api/featured-images/${image.id}`, {
      data: { action: 'unfeature' },
      headers: origin,
    });
  const list = (await (await page.request.get('/api/product-images')).json()) as {
    id: string;
    filename: string;
  }[];
  for (const image of list.filter((item) => names.includes(item.filename)))
    await page.request.delete(`/api/product-images/${image.id}`, { headers: origin });
  await context.close();
});
