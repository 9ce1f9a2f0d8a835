import { expect, test } from '@playwright/test';

// The page server's answers for build files: how long each may be cached, compressed bodies
// with revalidation, and paths that try to leave the build folders.

test('caching: hashed assets for a year, manifests, entries and HTML revalidated', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // The entry is requested by the inline starter (shell/src/inline/islands.ts), not by a <script src>.
  const entry = /\.src\s*=\s*["'](\/static\/js\/index\.[^"']+)["']/.exec(html)?.[1] ?? '';
  expect(entry).toMatch(/\/static\/js\/index\.[0-9a-f]+\.js$/);
  expect((await request.get(entry)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const manifest = (await (await request.get('/remotes/marketing/mf-manifest.json')).json()) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const chunk = manifest.exposes[0]?.assets.js.sync[0] ?? '';
  expect((await request.get(`/remotes/marketing/${chunk}`)).headers()['cache-control']).toContain(
    'immutable',
  );
  for (const url of ['/', '/faqs', '/remotes/marketing/mf-manifest.json', '/remotes/forms/remoteEntry.js']) {
    expect((await request.get(url)).headers()['cache-control'], url).toBe('no-cache');
  }
});

test('text is served compressed (brotli, else gzip), with ETag revalidation', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // The entry is requested by the inline starter (shell/src/inline/islands.ts), not by a <script src>.
  const entry = /\.src\s*=\s*["'](\/static\/js\/index\.[^"']+)["']/.exec(html)?.[1] ?? '';
  const br = await request.get(entry, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers().vary).toContain('Accept-Encoding');
  const gzip = await request.get('/remotes/marketing/remoteEntry.js', {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const etag = gzip.headers().etag ?? '';
  const again = await request.get('/remotes/marketing/remoteEntry.js', {
    headers: { 'if-none-match': etag },
  });
  expect(again.status()).toBe(304);
});

test('path traversal and odd paths never escape the build folders', async ({ request }) => {
  for (const url of [
    '/remotes/marketing/..%2f..%2fpackage.json',
    '/static/..%2f..%2f..%2fpackage.json',
    '/remotes/nope/x.js',
  ]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(await response.text()).not.toContain('"name"');
  }
});
