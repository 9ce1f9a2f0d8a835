import { expect, test } from '@playwright/test';
import {
  expectPhotosLoaded,
  FALLBACK_ALT,
  idOf,
  openPage,
  ROUTES,
  stripSpecSetUp,
  TITLE,
  uploadPhotos,
} from '../support/featuredPhotos.ts';
import { waitForShellAwake } from '../support/hydration.ts';
import { layoutShifts } from '../support/layoutShifts.ts';

// "From our production floor" on Home and Products: the photos staff feature in the upload
// tool, in their order, filled into the server's HTML at each request (a filled list), so every
// visitor, crawler and reader without JavaScript gets them, whatever the speed of the scroll.
// With nothing featured the section is not in the page at all. Focus in the staff controls and
// axe: productionStripAccessibility.spec.ts.
const names = stripSpecSetUp();
/** The featured photos' ids in the order the pages must show them (set as the tests change it). */
let order: string[] = [];

/** An HTML tag's attributes, names in lower case (React writes srcSet, fetchPriority). */
const attributesOf = (tag: string): Record<string, string> =>
  Object.fromEntries(
    [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name?.toLowerCase(), value]),
  );

/** The strip's pictures in a page's raw HTML, as a crawler reads it: no script runs. */
function stripInHtml(html: string) {
  const section =
    /<section[^>]*aria-labelledby="production-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  return [...section.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map(([, picture = '']) => ({
    img: attributesOf(/<img\b[^>]*>/.exec(picture)?.[0] ?? ''),
    sources: [...picture.matchAll(/<source\b[^>]*>/g)].map(([tag]) => attributesOf(tag)),
  }));
}

/**
 * Runs in the page: scrolls to the end and back to the top, 600 px every two frames, far faster
 * than a phone's flick (~1,000 px/s), under which a strip placed by script used to be dropped.
 */
function flickToEndAndBack(): Promise<void> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return (async () => {
    const end = () => document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; y < end(); y += 600) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, end());
    await frame();
    for (let y = end(); y > 0; y -= 600) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  })();
}

const validators: Record<string, string> = {};

test('with nothing featured, Home and Products have no strip: no heading and no empty section, in the HTML or on screen', async ({
  page,
  request,
}) => {
  for (const route of ROUTES) {
    const response = await request.get(route);
    validators[route] = response.headers().etag ?? '';
    const html = await response.text();
    expect(html).not.toContain(TITLE);
    expect(html).not.toContain('production-heading');
    // The list's mark is replaced by nothing: not even a hidden box is left.
    expect(html).not.toContain('data-pod-filled-list="featured-images"');

    await page.goto(route, { waitUntil: 'load' });
    await page.evaluate(flickToEndAndBack);
    await expect(page.getByRole('heading', { name: TITLE })).toHaveCount(0);
    await expect(page.locator('section[aria-labelledby="production-heading"]')).toHaveCount(0);
  }
});

test("staff feature photos and set their order; the server's HTML of Home and Products holds them in that order, with srcset and sizes", async ({
  page,
  request,
}) => {
  const [a = '', b = '', c = ''] = await uploadPhotos(page, request, names);

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
  order = [c, b, a];

  for (const route of ROUTES) {
    // A browser holding the page from before must not be told it is still current.
    const response = await request.get(route, { headers: { 'If-None-Match': validators[route] ?? '' } });
    expect(response.status(), route).toBe(200);
    expect(response.headers().etag).not.toBe(validators[route]);
    const html = await response.text();
    expect(html).toContain(TITLE);
    const pictures = stripInHtml(html);
    expect(
      pictures.map((picture) => idOf(picture.img.src ?? '')),
      route,
    ).toEqual(order);
    for (const { img, sources } of pictures) {
      expect(img.srcset).toMatch(/\/variants\/w\d+\.webp \d+w/);
      expect(img.sizes).toBeTruthy();
      expect([img.loading, img.decoding]).toEqual(['lazy', 'async']);
      expect(Number(img.width) > 0 && Number(img.height) > 0).toBe(true);
      // Featured without a description: the phrase the upload tool's alt-text hints promise.
      expect(img.alt).toBe(FALLBACK_ALT);
      expect(sources.map((source) => source.type)).toEqual(['image/avif']);
      expect(sources[0]?.srcset).toMatch(/\/variants\/w\d+\.avif \d+w/);
      expect(sources[0]?.sizes).toBe(img.sizes);
    }
  }
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`a flick to the end and back finds every photo loaded, nothing moved and nothing fetched by script (${viewport.width} px)`, async ({
    browser,
  }) => {
    for (const route of ROUTES) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/featured-images') asked.push(request.url());
      });
      await page.goto(route, { waitUntil: 'load' });
      await page.evaluate(flickToEndAndBack);
      // Never dropped for having been scrolled past: all there, in order, each loading once in view.
      const sources = await expectPhotosLoaded(page, order.length);
      expect(sources.map(idOf), route).toEqual(order);
      const shifts = await page.evaluate(layoutShifts);
      expect(shifts.total, `${route}: ${shifts.moved.join('; ')}`).toBe(0);
      // The server's HTML is the strip: no island and no request of its own.
      expect(asked, route).toEqual([]);
      await expect(page.locator('[data-island="ProductionStrip"]')).toHaveCount(0);
      await context.close();
    }
  });
}

test('without JavaScript the photos show', async ({ browser }) => {
  for (const route of ROUTES) {
    const { context, page } = await openPage(browser, route, { javaScriptEnabled: false });
    await expect(page.getByRole('heading', { name: TITLE })).toBeAttached();
    const sources = await expectPhotosLoaded(page, order.length);
    expect(sources.map(idOf), route).toEqual(order);
    await expect(page.getByRole('img', { name: FALLBACK_ALT })).toHaveCount(order.length);
    await context.close();
  }
});

test('a page shown in place (the shell awake) fetches the list and shows the same photos', async ({
  page,
}) => {
  await page.goto('/terms');
  // Back to Top wakes when it nears the screen: the shell is awake from then on.
  await page.getByRole('link', { name: 'Back to Top' }).scrollIntoViewIfNeeded();
  await waitForShellAwake(page);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const asked = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/featured-images',
  );
  await page.getByRole('banner').getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL('/products');
  expect((await asked).status()).toBe(200);
  const sources = await expectPhotosLoaded(page, order.length);
  expect(sources.map(idOf)).toEqual(order);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});
