import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FolderStore } from '@pod/deploy-format/folderStore';
import {
  livePointerKey,
  parseVersionsIndex,
  type VersionRecord,
  versionPrefix,
  versionsIndexKey,
} from '@pod/deploy-format/layout';
import { onePageRemote, remoteDistFiles, shellPrerender, writeFiles } from '@pod/deploy-format/testing';
import { describe, expect, it, vi } from 'vitest';
import { createSiteServer } from './siteServer.ts';
import { builtSiteFixture } from './testing/builtSiteFixture.ts';
import { siteSettings } from './testing/siteSettings.ts';

/** A second remote, aaa (first by name), whose prerender.json has `routes` as given. */
function withRemoteAaa(root: string, change: (data: Record<string, unknown>) => void): void {
  const sound = onePageRemote('aaa', 'a1', 'About');
  const data: Record<string, unknown> = { ...sound };
  change(data);
  writeFiles(join(root, 'remotes', 'aaa', 'dist'), {
    ...remoteDistFiles(sound),
    'prerender.json': JSON.stringify(data),
  });
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
      const site = createSiteServer(siteSettings(root));
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
    const site = createSiteServer(siteSettings(root));
    expect((await get(site, '/about')).status).toBe(200);
    expect([...(await site.routePaths())].sort()).toEqual(['/about', '/contact']);
    expect(site.deployTargetProblems()).toBeUndefined();
  });
});

describe('a live deployed version whose build data is missing or a link', () => {
  /** Deploys version `id` of `app` into the site root (its own deploy target), as the tool does. */
  async function deployVersion(
    root: string,
    app: string,
    id: string,
    files: Record<string, string>,
    listed = Object.keys(files),
  ) {
    const store = new FolderStore(root);
    for (const [path, content] of Object.entries(files))
      await store.write(versionPrefix(app, id) + path, content);
    const index = parseVersionsIndex((await store.read(versionsIndexKey(app)))?.body);
    const record: VersionRecord = {
      id,
      build: `build${id}`,
      builtAt: '',
      commit: '',
      deployedAt: new Date().toISOString(),
      state: 'ready',
      files: listed,
    };
    await store.write(versionsIndexKey(app), JSON.stringify({ versions: [...index.versions, record] }));
  }
  const point = (root: string, app: string, id: string) =>
    new FolderStore(root).write(livePointerKey(app), JSON.stringify({ version: id }));

  /** A sound forms build `build` whose page is titled `title`, as deployed files. */
  const soundForms = (build: string, title: string) => {
    const data = onePageRemote('forms', build, 'Contact');
    data.heads = { '/contact': { title } };
    return { ...remoteDistFiles(data), 'mf-manifest.json': '{}' };
  };
  const title = async (site: ReturnType<typeof createSiteServer>) => {
    const response = await get(site, '/contact');
    return `${response.status} ${/<title>([^<]*)<\/title>/.exec(await response.text())?.[1]}`;
  };

  const repros: Record<string, (root: string, id: string, files: Record<string, string>) => Promise<void>> = {
    'prerender.json absent': async (root, id, files) => {
      const { 'prerender.json': _absent, ...rest } = files;
      await deployVersion(root, 'forms', id, rest, Object.keys(files));
    },
    'prerender.json not in its record': async (root, id, files) => {
      const { 'prerender.json': _absent, ...rest } = files;
      await deployVersion(root, 'forms', id, rest);
    },
    'prerender.json a link to a sound file': async (root, id, files) => {
      const { 'prerender.json': content, ...rest } = files;
      await deployVersion(root, 'forms', id, rest, Object.keys(files));
      const outside = join(root, 'outside-prerender.json');
      writeFileSync(outside, content ?? '');
      symlinkSync(outside, join(root, versionPrefix('forms', id), 'prerender.json'));
    },
  };

  for (const [what, deployBroken] of Object.entries(repros)) {
    it(`(${what}) keeps serving the last good version, and health names the problem`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const root = builtSiteFixture();
      await deployVersion(root, 'forms', 'v1', soundForms('bbb111', 'Contact v1'));
      await point(root, 'forms', 'v1');
      const site = createSiteServer(siteSettings(root));
      expect(await title(site)).toMatch(/^200 Contact v1/);

      await deployBroken(root, 'v2', soundForms('ccc222', 'Contact v2'));
      await point(root, 'forms', 'v2');
      expect(await title(site)).toMatch(/^200 Contact v1/);
      expect([...(await site.routePaths())]).toEqual(['/contact']);
      expect(site.deployTargetProblems()?.forms).toMatch(/^version v2: prerender\.json is missing/);

      // After a restart too: the newest sound version deployed before it.
      const restarted = createSiteServer(siteSettings(root));
      expect(await title(restarted)).toMatch(/^200 Contact v1/);
      expect(restarted.deployTargetProblems()?.forms).toMatch(/^version v2: prerender\.json is missing/);
    });
  }

  it('(the shell’s index.html absent) keeps serving the last good shell, and health names the problem', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = builtSiteFixture();
    const shell = (head: string) => ({
      'index.html': `<!doctype html><html><head>${head}<title>x</title></head><body><div id="root"></div></body></html>`,
      'prerender.json': JSON.stringify(shellPrerender()),
    });
    await deployVersion(root, 'shell', 'v1', shell('<meta name="shell" content="v1" />'));
    await point(root, 'shell', 'v1');
    const site = createSiteServer(siteSettings(root));
    const shellOf = async () => {
      const response = await get(site, '/contact');
      return `${response.status} ${/<meta name="shell" content="([^"]*)"/.exec(await response.text())?.[1]}`;
    };
    expect(await shellOf()).toBe('200 v1');

    const { 'index.html': _absent, ...rest } = shell('<meta name="shell" content="v2" />');
    await deployVersion(root, 'shell', 'v2', rest, ['index.html', 'prerender.json']);
    await point(root, 'shell', 'v2');
    expect(await shellOf()).toBe('200 v1');
    expect(site.deployTargetProblems()?.shell).toMatch(/^version v2: index\.html is missing/);
  });

  it('serves a sound one, and health is clear', async () => {
    const root = builtSiteFixture();
    await deployVersion(root, 'forms', 'v1', soundForms('bbb111', 'Contact v1'));
    await point(root, 'forms', 'v1');
    const site = createSiteServer(siteSettings(root));
    expect(await title(site)).toMatch(/^200 Contact v1/);
    expect(site.deployTargetProblems()).toBeUndefined();
  });
});
