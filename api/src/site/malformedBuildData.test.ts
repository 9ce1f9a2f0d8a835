import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/loadConfig.ts';
import { createSiteServer } from './siteServer.ts';
import { builtSiteFixture, remotePrerender } from './testing/builtSiteFixture.ts';

/** A second remote, aaa (first by name), whose prerender.json has `routes` as given. */
function withRemoteAaa(root: string, change: (data: Record<string, unknown>) => void): void {
  const dist = join(root, 'remotes', 'aaa', 'dist');
  mkdirSync(join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(join(dist, 'static', 'js', 'remote-entry.a1.js'), '');
  const data = remotePrerender('aaa', 'a1', 'About');
  change(data);
  writeFileSync(join(dist, 'prerender.json'), JSON.stringify(data));
}

const get = (site: ReturnType<typeof createSiteServer>, path: string) =>
  site.routes.request(`http://localhost${path}`, { headers: { Host: 'localhost' } });

describe('a malformed prerender.json of one remote', () => {
  const repros: Record<string, (data: Record<string, unknown>) => void> = {
    'a route that is null': (data) => {
      data.routes = [null];
    },
    'robots that is not text, with a line break': (data) => {
      data.heads = { '/about': { title: 'About', robots: ['noindex\r\nSet-Cookie: a=b'] } };
    },
    'robots with a line break': (data) => {
      data.heads = { '/about': { title: 'About', robots: 'noindex\r\nSet-Cookie: a=b' } };
    },
    'a numeric title': (data) => {
      data.heads = { '/about': { title: 404 } };
    },
    'numeric CSS': (data) => {
      data.pages = {
        '/about': { module: './About', html: '<p>a</p>', css: 12, islands: [], preload: { js: [], css: [] } },
      };
    },
  };

  for (const [what, change] of Object.entries(repros))
    it(`(${what}) leaves that remote out; every other page, the 404 and the sitemap keep serving, and health says so`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const root = builtSiteFixture();
      withRemoteAaa(root, change);
      const site = createSiteServer(loadConfig({ SITE_ROOT: root }));
      expect((await get(site, '/contact')).status).toBe(200);
      expect((await get(site, '/no-such-page')).status).toBe(404);
      const sitemap = await get(site, '/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(await sitemap.text()).toContain('/contact');
      expect((await get(site, '/about')).status).toBe(404);
      expect([...(await site.routePaths())]).toEqual(['/contact']);
      expect(site.deployTargetProblems()?.aaa).toMatch(/^dist\/: prerender\.json: /);
      expect(site.deployTargetProblems()?.forms).toBeUndefined();
    });

  it('a well-formed one serves its routes beside the others', async () => {
    const root = builtSiteFixture();
    withRemoteAaa(root, () => {});
    const site = createSiteServer(loadConfig({ SITE_ROOT: root }));
    expect((await get(site, '/about')).status).toBe(200);
    expect([...(await site.routePaths())].sort()).toEqual(['/about', '/contact']);
    expect(site.deployTargetProblems()).toBeUndefined();
  });
});
