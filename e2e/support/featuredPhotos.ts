import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { signInToUpload, uploadImage } from './staffSession.ts';

// The "From our production floor" strip as its specs drive it (productionStrip.spec.ts,
// productionStripAccessibility.spec.ts): photos uploaded and featured by staff, the strip's
// photos read on a page, and the site left as it was found.

export const TITLE = 'From our production floor';
export const FALLBACK_ALT = 'A decorated garment on our production floor';
export const ROUTES = ['/', '/products'] as const;

/**
 * A strip spec's set-up: its tests in order (each reads what the one before left), in the light
 * scheme, and the site left as it was after them. Answers the file names of its photos a, b and c.
 */
export function stripSpecSetUp(): string[] {
  test.describe.configure({ mode: 'serial' });
  test.use({ colorScheme: 'light' });
  const stamp = Date.now();
  const names = ['a', 'b', 'c'].map((letter) => `strip-${letter}-${stamp}.png`);
  test.afterAll(async ({ browser }) => {
    // Leave the site as it was for the specs after this one: nothing featured, no test images.
    await removePhotos(browser, names);
  });
  return names;
}

export const idOf = (src: string) => /product-images\/([^/]+)\//.exec(src)?.[1] ?? '';

/** Signs in on /upload, uploads a photo under each name and answers their ids, in the same order. */
export async function uploadPhotos(
  page: Page,
  request: APIRequestContext,
  names: string[],
): Promise<string[]> {
  await signInToUpload(page);
  for (const name of names) await uploadImage(page, name);
  const list = (await (await request.get('/api/product-images')).json()) as {
    id: string;
    filename: string;
  }[];
  return names.map((name) => list.find((image) => image.filename === name)?.id ?? '');
}

/** Brings each of the strip's `count` photos into view and waits until it has loaded and decoded. */
export async function expectPhotosLoaded(page: Page, count: number) {
  const images = page.getByRole('region', { name: TITLE }).getByRole('img');
  await expect(images).toHaveCount(count);
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

/** A page in a new context of its own (closed by the caller), loaded at `route`. */
export async function openPage(
  browser: Browser,
  route: string,
  options: Parameters<Browser['newContext']>[0] = {},
) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(route, { waitUntil: 'load' });
  return { context, page };
}

/** Features each photo in turn (each goes last), as staff do from the gallery. */
export async function featurePhotos(page: Page, ids: string[]): Promise<void> {
  const origin = { Origin: new URL(page.url()).origin };
  for (const id of ids) {
    const response = await page.request.post(`/api/featured-images/${id}`, {
      data: { action: 'feature' },
      headers: origin,
    });
    if (!response.ok()) throw new Error(`featuring ${id} answered ${response.status()}`);
  }
}

/** Leaves the site as it was for the specs after: nothing featured, none of `names` uploaded. */
export async function removePhotos(browser: Browser, names: string[]): Promise<void> {
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
}
