import { describe, expect, it } from 'vitest';
import { createSiteServer } from './siteServer.ts';
import { builtSiteFixture } from './testing/builtSiteFixture.ts';
import { siteSettings } from './testing/siteSettings.ts';

const builtSite = () => builtSiteFixture(['mf-stats.json', 'index.html', 'route-head.json']);

const get = (site: ReturnType<typeof createSiteServer>, path: string, host: string) =>
  site.routes.request(`http://${host}${path}`, { headers: { Host: host } });

describe('site routes and the Host header', () => {
  it('prints PUBLIC_SITE_URL, never the Host a visitor sends', async () => {
    const site = createSiteServer(
      siteSettings(builtSite(), { siteOrigins: ['https://www.example.com'], https: true }),
    );
    for (const path of ['/contact', '/robots.txt', '/sitemap.xml']) {
      const text = await (await get(site, path, 'evil.example')).text();
      expect(text, path).not.toContain('evil.example');
      expect(text, path).toContain('https://www.example.com');
    }
  });

  it('with ALLOWED_HOSTS, answers 421 to any other host and prints the allowed one', async () => {
    const site = createSiteServer(siteSettings(builtSite(), { allowedHosts: ['shop.example'] }));
    for (const path of ['/contact', '/robots.txt', '/sitemap.xml', '/no-such-page']) {
      expect((await get(site, path, 'evil.example')).status, path).toBe(421);
    }
    const ok = await get(site, '/robots.txt', 'shop.example');
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('http://shop.example/sitemap.xml');
  });

  it("without PUBLIC_SITE_URL or ALLOWED_HOSTS, prints only this machine's own names, not any *.localhost", async () => {
    const site = createSiteServer(siteSettings(builtSite()));
    for (const host of ['evil.localhost', 'a1.b2.localhost:3000', 'localhost.evil.example'])
      expect((await get(site, '/robots.txt', host)).status, host).toBe(421);
    const own = await get(site, '/robots.txt', 'localhost:8080');
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('http://localhost:3000/sitemap.xml');
  });

  it('serves what pages load, not build data, stats or standalone pages', async () => {
    const site = createSiteServer(siteSettings(builtSite()));
    expect((await get(site, '/remotes/forms/remoteEntry.js', 'localhost')).status).toBe(200);
    for (const hidden of ['mf-stats.json', 'index.html', 'prerender.json', 'route-head.json']) {
      expect((await get(site, `/remotes/forms/${hidden}`, 'localhost')).status, hidden).toBe(404);
    }
    expect((await get(site, '/site-routes.json', 'localhost')).status).toBe(404);
  });
});
