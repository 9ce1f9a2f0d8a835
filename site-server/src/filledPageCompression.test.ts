import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { prerenderedPage, publishedRoute, remotePrerender } from '@pod/deploy-format/testing';
import { describe, expect, it } from 'vitest';
import { createSiteServer } from './siteServer.ts';
import { prerenderedSiteFixture } from './testing/builtSiteFixture.ts';
import { siteSettings } from './testing/siteSettings.ts';

// Text that compresses better at brotli's best quality than at a quick one, as a page's CSS does.
const BODY = Array.from(
  { length: 400 },
  (_, i) => `<p class="c${i % 37}">line ${i * 7919} of the page</p>`,
).join('');

function site() {
  const pages = remotePrerender('pages', 'p4ges1', {
    routes: [publishedRoute('/long', './Long'), publishedRoute('/ask', './Ask')],
    heads: { '/long': { title: 'Long' }, '/ask': { title: 'Ask' } },
    pages: {
      '/long': prerenderedPage('./Long', `<h1>Long</h1>${BODY}`),
      '/ask': prerenderedPage(
        './Ask',
        `<h1>Ask</h1>${BODY}<textarea name="message" data-query-fill="message"></textarea>`,
      ),
    },
  });
  return createSiteServer(
    siteSettings(prerenderedSiteFixture(pages), { siteOrigins: ['http://localhost:3000'] }),
  );
}

const ask = (server: ReturnType<typeof site>, path: string, headers: Record<string, string> = {}) =>
  server.routes.request(`http://localhost:3000${path}`, {
    headers: { Host: 'localhost:3000', 'Accept-Encoding': 'br', ...headers },
  });

async function sent(response: Response): Promise<{ bytes: Buffer; html: string }> {
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Encoding')).toBe('br');
  const bytes = Buffer.from(await response.arrayBuffer());
  return { bytes, html: brotliDecompressSync(bytes).toString() };
}

const atQuality = (html: string, quality: number) =>
  brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });

describe('a page made per request from the composed one', () => {
  it('is compressed at brotli’s best when every visitor with that theme gets the same bytes', async () => {
    const server = site();
    const { bytes, html } = await sent(await ask(server, '/long', { Cookie: 'pod-theme=dark' }));
    expect(html).toContain('data-theme="dark"');
    expect(bytes.equals(atQuality(html, 11))).toBe(true);
    expect(bytes.length).toBeLessThan(atQuality(html, 5).length);
    const again = await sent(await ask(server, '/long', { Cookie: 'pod-theme=dark' }));
    expect(again.bytes.equals(bytes)).toBe(true);
  });

  it('is compressed quickly when the address’s query wrote into it: no one can make the server work hard per query', async () => {
    const server = site();
    const { bytes, html } = await sent(await ask(server, '/ask?message=hello%20there'));
    expect(html).toContain('>hello there</textarea>');
    expect(bytes.equals(atQuality(html, 5))).toBe(true);
  });
});
