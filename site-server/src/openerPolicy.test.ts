import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSiteServer } from './siteServer.ts';
import { builtSiteFixture } from './testing/builtSiteFixture.ts';
import { siteSettings } from './testing/siteSettings.ts';

/** The fixture's site with one more page, a staff page whose head asks to be isolated. */
function siteWithStaffPage() {
  const root = builtSiteFixture();
  const file = join(root, 'remotes', 'forms', 'dist', 'prerender.json');
  const prerender = JSON.parse(readFileSync(file, 'utf8'));
  prerender.routes.push({ path: '/upload', module: './Upload', sitemap: false });
  prerender.heads['/upload'] = { title: 'Upload', isolate: true };
  writeFileSync(file, JSON.stringify(prerender));
  return createSiteServer(siteSettings(root, { siteOrigins: ['http://localhost:3000'] }));
}

const openerPolicyOf = async (
  site: ReturnType<typeof createSiteServer>,
  path: string,
  fetchSite?: string,
) => {
  const response = await site.routes.request(`http://localhost:3000${path}`, {
    headers: { Host: 'localhost:3000', ...(fetchSite ? { 'Sec-Fetch-Site': fetchSite } : {}) },
  });
  expect(response.status, path).toBe(200);
  return response.headers.get('Cross-Origin-Opener-Policy');
};

describe('Cross-Origin-Opener-Policy on pages', () => {
  it('isolates a staff page from every window a page opened it from, of any site', async () => {
    const site = siteWithStaffPage();
    for (const fetchSite of ['cross-site', 'same-site', 'same-origin'])
      expect(await openerPolicyOf(site, '/upload', fetchSite), String(fetchSite)).toBe('same-origin');
  });

  it('isolates a staff page typed into a window another site opened, or asked for by a client that does not say where from', async () => {
    const site = siteWithStaffPage();
    expect(await openerPolicyOf(site, '/upload', 'none')).toBe('same-origin');
    expect(await openerPolicyOf(site, '/upload')).toBe('same-origin');
  });

  it('keeps it on a 304 of a staff page, however it was asked for', async () => {
    const site = siteWithStaffPage();
    const first = await site.routes.request('http://localhost:3000/upload', {
      headers: { Host: 'localhost:3000', 'Sec-Fetch-Site': 'same-origin' },
    });
    const typed = await site.routes.request('http://localhost:3000/upload', {
      headers: {
        Host: 'localhost:3000',
        'Sec-Fetch-Site': 'none',
        'If-None-Match': first.headers.get('ETag') ?? '',
      },
    });
    expect(typed.status).toBe(304);
    expect(typed.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
  });

  it('isolates a staff page on a Sec-Fetch-Site value it does not know', async () => {
    expect(await openerPolicyOf(siteWithStaffPage(), '/upload', 'something-new')).toBe('same-origin');
  });

  it('tells the browser a staff page is isolated in the boot data, so it is never shown in place', async () => {
    const site = siteWithStaffPage();
    const response = await site.routes.request('http://localhost:3000/contact', {
      headers: { Host: 'localhost:3000' },
    });
    const boot = /<script type="application\/json" id="pod-boot">([^<]*)<\/script>/.exec(
      await response.text(),
    );
    const routes =
      (JSON.parse(boot?.[1] ?? '{}') as { routes?: { path: string; isolate?: boolean }[] }).routes ?? [];
    expect(routes.find((route) => route.path === '/upload')?.isolate).toBe(true);
    expect(routes.find((route) => route.path === '/contact')?.isolate).toBeUndefined();
  });

  it('leaves it off public pages, whoever opened them', async () => {
    const site = siteWithStaffPage();
    for (const fetchSite of ['cross-site', 'none', undefined])
      expect(await openerPolicyOf(site, '/contact', fetchSite), String(fetchSite)).toBeNull();
  });
});
