import { describe, expect, it } from 'vitest';
import { plainSpelling } from './plainSpelling.ts';
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
