import { describe, expect, it } from 'vitest';
import { createSiteServer } from './siteServer.ts';
import { builtSiteFixture } from './testing/builtSiteFixture.ts';
import { siteSettings } from './testing/siteSettings.ts';

describe('what the site server tells the metrics and the vitals beacon', () => {
  it('the live version and build of the shell and every remote', async () => {
    const root = builtSiteFixture();
    const site = createSiteServer(siteSettings(root));
    expect(await site.liveVersions()).toEqual([
      // The fixture's shell has no prerender.json: no build id to name.
      { app: 'shell', version: 'dist', build: '' },
      { app: 'forms', version: 'dist', build: 'abc123' },
    ]);
  });

  it('the live route paths, from the remotes’ own route lists', async () => {
    const root = builtSiteFixture();
    const site = createSiteServer(siteSettings(root));
    expect([...(await site.routePaths())]).toEqual(['/contact']);
  });
});
