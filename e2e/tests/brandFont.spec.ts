import { expect, test } from '@playwright/test';

// The brand font: preloaded from every page's head, served for good, and the face the headings use.

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
