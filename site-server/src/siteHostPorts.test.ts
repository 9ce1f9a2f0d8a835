// One page per canonical origin: the port in a visitor's Host header never reaches a page
// (canonical URL, og:url, sitemap) nor the composed-page cache key, unless it is configured.
import { describe, expect, it } from 'vitest';
import type { SiteAddressSettings } from './allowedHosts.ts';
import { createSiteServer } from './siteServer.ts';
import { builtSiteFixture } from './testing/builtSiteFixture.ts';
import { siteSettings } from './testing/siteSettings.ts';

function siteFor(address: Partial<SiteAddressSettings>) {
  return createSiteServer(siteSettings(builtSiteFixture(), address));
}

const get = (site: ReturnType<typeof createSiteServer>, path: string, host: string) =>
  site.routes.request(`http://${host}${path}`, { headers: { Host: host, 'Accept-Encoding': 'br' } });

/** Every absolute URL the page prints. */
async function printedUrls(res: Response): Promise<string[]> {
  const text = new TextDecoder().decode(
    (await import('node:zlib')).brotliDecompressSync(Buffer.from(await res.arrayBuffer())),
  );
  return [...new Set(text.match(/https?:\/\/[^"'<\s]+/g) ?? [])];
}

describe('the Host header port and the composed-page cache', () => {
  it('with PUBLIC_SITE_URL, every accepted host and port gets the very same cached page', async () => {
    const site = siteFor({ siteOrigins: ['https://www.example.com'], https: true });
    const first = await get(site, '/contact', 'www.example.com:1111');
    const firstBytes = Buffer.from(await first.clone().arrayBuffer());
    for (const host of ['www.example.com:2222', 'www.example.com', 'localhost:9']) {
      const res = await get(site, '/contact', host);
      expect(Buffer.from(await res.arrayBuffer()).equals(firstBytes), host).toBe(true);
    }
    expect(await printedUrls(first)).toContain('https://www.example.com/contact');
  });

  it('with ALLOWED_HOSTS, a port the visitor adds lands nowhere: canonical, og:url, sitemap', async () => {
    const site = siteFor({ allowedHosts: ['www.example.com'] });
    for (const host of ['www.example.com:8443', 'www.example.com:1234']) {
      const urls = await printedUrls(await get(site, '/contact', host));
      expect(urls, host).toContain('http://www.example.com/contact');
      expect(urls.join(' '), host).not.toMatch(/example\.com:\d/);
      const sitemap = await (await get(site, '/sitemap.xml', host)).text();
      expect(sitemap).toContain('http://www.example.com/contact');
      expect(sitemap).not.toMatch(/example\.com:\d/);
    }
  });

  it('without PUBLIC_SITE_URL or ALLOWED_HOSTS, only this machine is served, on its own port', async () => {
    const site = siteFor({ port: 3000 });
    expect((await get(site, '/contact', 'www.example.com')).status).toBe(421);
    expect((await get(site, '/contact', 'www.example.com:3000')).status).toBe(421);
    for (const host of ['localhost:3000', 'localhost:4567']) {
      const urls = await printedUrls(await get(site, '/contact', host));
      expect(urls, host).toContain('http://localhost:3000/contact');
      expect(urls.join(' '), host).not.toContain(':4567');
    }
  });
});
