import { type Browser, expect, type Page, test } from '@playwright/test';
import { axeOn } from '../support/axeOn.ts';
import { axeVariants, WCAG_TAGS } from '../support/axeVariants.ts';
import { layoutShifts } from '../support/layoutShifts.ts';
import { waitForShellLive } from '../support/live.ts';
import { signInToUpload, uploadImage } from '../support/staffSession.ts';

// "From our production floor" on Home and Products: the photos staff feature in the upload
// tool, in their order, filled into the server's HTML at each request (a live list), so every
// visitor, crawler and reader without JavaScript gets them, whatever the speed of the scroll.
// With nothing featured the section is not in the page at all.
const TITLE = 'From our production floor';
const FALLBACK_ALT = 'A decorated garment on our production floor';
const ROUTES = ['/', '/products'] as const;
const stamp = Date.now();
const names = ['a', 'b', 'c'].map((letter) => `strip-${letter}-${stamp}.png`);
/** The uploaded photos' ids, by letter. */
const ids = { a: '', b: '', c: '' };
/** The featured photos' ids in the order the pages must show them (set as the tests change it). */
let order: string[] = [];

test.describe.configure({ mode: 'serial' });
test.use({ colorScheme: 'light' });

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

const idOf = (src: string) => /product-images\/([^/]+)\//.exec(src)?.[1] ?? '';

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

/** Brings each of the strip's photos into view and waits until it has loaded and decoded. */
async function expectPhotosLoaded(page: Page) {
  const images = page.getByRole('region', { name: TITLE }).getByRole('img');
  await expect(images).toHaveCount(order.length);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        image.evaluate(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      )
      .toBe(true);
  }
  return images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).getAttribute('src') ?? ''));
}

async function openPage(browser: Browser, route: string, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(route, { waitUntil: 'load' });
  return { context, page };
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
    expect(html).not.toContain('data-pod-live-list="featured-images"');

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
  await signInToUpload(page);
  for (const name of names) await uploadImage(page, name);
  const list = (await (await request.get('/api/product-images')).json()) as {
    id: string;
    filename: string;
  }[];
  const [a = '', b = '', c = ''] = names.map(
    (name) => list.find((image) => image.filename === name)?.id ?? '',
  );
  Object.assign(ids, { a, b, c });

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
      const sources = await expectPhotosLoaded(page);
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
    const sources = await expectPhotosLoaded(page);
    expect(sources.map(idOf), route).toEqual(order);
    await expect(page.getByRole('img', { name: FALLBACK_ALT })).toHaveCount(order.length);
    await context.close();
  }
});

test('a page shown in place (the shell live) fetches the list and shows the same photos', async ({
  page,
}) => {
  await page.goto('/terms');
  // Back to Top wakes when it nears the screen: the shell is live from then on.
  await page.getByRole('link', { name: 'Back to Top' }).scrollIntoViewIfNeeded();
  await waitForShellLive(page);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const asked = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/featured-images',
  );
  await page.getByRole('banner').getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL('/products');
  expect((await asked).status()).toBe(200);
  const sources = await expectPhotosLoaded(page);
  expect(sources.map(idOf)).toEqual(order);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
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
  // What the server's pages show from here on.
  order = [ids.a];
});

for (const variant of axeVariants)
  test(`the strip passes axe on Home and Products (${variant.name})`, async ({ browser }) => {
    for (const route of ROUTES) {
      const { context, page } = await openPage(browser, route, {
        viewport: variant.viewport,
        colorScheme: variant.colorScheme,
      });
      const strip = page.getByRole('region', { name: TITLE });
      await strip.scrollIntoViewIfNeeded();
      await expectPhotosLoaded(page);
      if (process.env.STRIP_SHOTS)
        await strip.screenshot({
          path: `shots/out/strip-${route.slice(1) || 'home'}-${variant.name.replace(/ /g, '-')}.png`,
        });
      const results = await axeOn(page)
        .include('section[aria-labelledby="production-heading"]')
        .withTags(WCAG_TAGS)
        .analyze();
      expect(
        results.violations.map((violation) => violation.id),
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
