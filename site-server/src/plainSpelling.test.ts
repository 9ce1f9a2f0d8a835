import { describe, expect, it } from 'vitest';
import { plainSpelling } from './plainSpelling.ts';
import { sitePathRedirect } from './sitePathRedirect.ts';
import { createSiteServer } from './siteServer.ts';
import { builtSiteFixture } from './testing/builtSiteFixture.ts';
import { siteSettings } from './testing/siteSettings.ts';

const get = (site: ReturnType<typeof createSiteServer>, path: string) =>
  site.routes.request(`http://localhost:3000${path}`, {
    headers: { Host: 'localhost:3000' },
    redirect: 'manual',
  });

describe('one spelling per page', () => {
  it('sends a page asked for with escaped letters to its plain address', async () => {
    const site = createSiteServer(siteSettings(builtSiteFixture()));
    for (const spelling of ['/%63ontact', '/contac%74', '/%63%6F%6e%74act', '/%63ontact/']) {
      const res = await get(site, `${spelling}?from=mail`);
      expect(res.status, spelling).toBe(301);
      expect(res.headers.get('Location'), spelling).toMatch(/^\/contact\/?\?from=mail$/);
    }
    expect((await get(site, '/contact')).status).toBe(200);
  });

  it('sends files asked for with escaped letters to their plain address too', async () => {
    const site = createSiteServer(siteSettings(builtSiteFixture()));
    const res = await get(site, '/remotes/%66orms/remoteEntry.js');
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/remotes/forms/remoteEntry.js');
  });

  it('leaves escapes that mean something else as they are', () => {
    expect(plainSpelling('/a%2Fb/c%20d/%25/%3F')).toBe('/a%2Fb/c%20d/%25/%3F');
    expect(plainSpelling('/%7Euser/%5F-%2E%2d')).toBe('/~user/_-.-');
    expect(plainSpelling('/%e0%a4%a')).toBe('/%e0%a4%a');
  });
});

describe('a redirect never leaves the site', () => {
  it('answers a path that starts with several slashes as a path of this site, never another host', async () => {
    const site = createSiteServer(siteSettings(builtSiteFixture()));
    for (const [asked, expected] of [
      ['//evil.example/%73taff', '/evil.example/staff'],
      ['//%65vil.example', '/evil.example'],
      ['///evil.example/%73', '/evil.example/s'],
      ['//evil.example/%73taff?next=1', '/evil.example/staff?next=1'],
    ] as const) {
      const res = await get(site, asked);
      expect(res.status, asked).toBe(301);
      const location = res.headers.get('Location') ?? '';
      expect(location, asked).toBe(expected);
      // Resolved as a browser resolves it: still this site.
      expect(new URL(location, 'http://localhost:3000').host, asked).toBe('localhost:3000');
    }
  });

  it('writes a target that starts with slashes or backslashes as one path of this site', () => {
    for (const path of ['//evil.example/x', '/\\evil.example/x', '\\/evil.example/x', '////evil.example/x']) {
      const target = sitePathRedirect(path, '?a=1');
      expect(target, path).toBe('/evil.example/x?a=1');
      expect(new URL(target, 'http://localhost:3000').host, path).toBe('localhost:3000');
    }
  });
});
