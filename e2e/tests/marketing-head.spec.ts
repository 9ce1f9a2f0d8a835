import { expect, test } from '@playwright/test';
import { pageMeta } from '@pod/marketing/content/pageMeta';

// Crawlers and link previews read the HTML the server sends, without running JavaScript.
const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

for (const [path, meta] of Object.entries(pageMeta)) {
  test(`raw HTML of ${path} carries its title, description, canonical and og tags`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${escapeHtml(meta.title)}</title>`);
    expect(html).toContain(`<meta name="description" content="${escapeHtml(meta.description)}" />`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path === '/' ? '/' : path}"`));
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(meta.title)}" />`);
    expect(html).toContain(`<meta property="og:description" content="${escapeHtml(meta.description)}" />`);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\.png" \/>/);
  });
}

test('home HTML carries the organisation JSON-LD and preloads the first hero image', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
  expect(json).toBeTruthy();
  const data = JSON.parse(json ?? '{}');
  expect(data['@type']).toBe('Organization');
  expect(data.address.addressLocality).toBe('Cedar Park');
  expect(data.contactPoint).toHaveLength(2);
  const preload = html.match(/<link rel="preload" as="image" href="([^"]+)"[^>]*>/);
  expect(preload?.[0]).toContain('fetchpriority="high"');
  expect(preload?.[0]).toContain('imagesrcset=');
  expect(preload?.[1]).toMatch(/hero-dtf-printer-\d+\.[0-9a-f]+\.avif$/);
  const image = await request.get(preload?.[1] ?? '');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/avif');
  expect(image.headers()['cache-control']).toContain('immutable');
});

test('sitemap lists the marketing routes', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of Object.keys(pageMeta))
    expect(xml).toMatch(new RegExp(`<loc>[^<]*${path === '/' ? '/' : path}</loc>`));
});
