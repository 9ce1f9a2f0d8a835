import { expect, test } from '@playwright/test';

// The first load of / carries at most 145 kB of JavaScript as transferred
// (brotli), and only the current route's remote code. Bytes, not times: it cannot flake.
const FIRST_LOAD_JS_BROTLI_BUDGET = 145_000;

test('first load of / stays within 145 kB of JavaScript and loads only the marketing remote', async ({
  page,
}) => {
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('main [data-page-root]')).toHaveAttribute('data-hydrated', 'true');
  const loaded = await Promise.all(scripts);
  const total = loaded.reduce((sum, script) => sum + script.bytes, 0);
  console.log(`first load of /: ${loaded.length} scripts, ${total} B as transferred`);
  expect(total).toBeLessThanOrEqual(FIRST_LOAD_JS_BROTLI_BUDGET);

  expect(requested.filter((path) => /^\/remotes\/(forms|upload)\//.test(path))).toEqual([]);
  // The server named the build of the page's remote: no manifest round trip before hydrating.
  expect(requested.filter((path) => path.endsWith('mf-manifest.json'))).toEqual([]);
  expect(
    requested.some((path) => /^\/remotes\/marketing\/static\/js\/remote-entry\.[0-9a-f]+\.js$/.test(path)),
  ).toBe(true);
});
