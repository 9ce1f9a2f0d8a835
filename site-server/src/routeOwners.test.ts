import { FolderStore } from '@pod/deploy-format/folderStore';
import {
  livePointerKey,
  REMOTES_REGISTRY_KEY,
  type VersionRecord,
  versionPrefix,
  versionsIndexKey,
} from '@pod/deploy-format/layout';
import { publishedRoute, remotePrerender } from '@pod/deploy-format/testing';
import { describe, expect, it, vi } from 'vitest';
import { ownerOf } from './routeOwners.ts';
import { createSiteServer } from './siteServer.ts';
import { builtSiteFixture } from './testing/builtSiteFixture.ts';
import { siteSettings } from './testing/siteSettings.ts';

/** Deploys `remote` into the site root's own folder target, claiming `paths`, one version per time. */
async function deploy(root: string, remote: string, paths: string[], deployedAt: string[]): Promise<void> {
  const store = new FolderStore(root);
  const records: VersionRecord[] = [];
  for (const [index, time] of deployedAt.entries()) {
    const id = `v${index + 1}`;
    const prerender = remotePrerender(remote, `build${remote}${id}`, {
      builtAt: time,
      entry: `/remotes/${remote}/remoteEntry.js`,
      entryFile: 'remoteEntry.js',
      routes: paths.map((path) => publishedRoute(path)),
    });
    await store.write(`${versionPrefix(remote, id)}prerender.json`, JSON.stringify(prerender));
    await store.write(`${versionPrefix(remote, id)}remoteEntry.js`, '');
    records.push({
      id,
      build: prerender.build,
      builtAt: time,
      commit: '',
      deployedAt: time,
      state: 'ready',
      files: ['prerender.json', 'remoteEntry.js'],
    });
  }
  await store.write(versionsIndexKey(remote), JSON.stringify({ versions: records }));
  await store.write(livePointerKey(remote), JSON.stringify({ version: records.at(-1)?.id }));
  const registry = JSON.parse(
    (await store.read(REMOTES_REGISTRY_KEY))?.body?.toString() ?? '{"remotes":[]}',
  ) as {
    remotes: string[];
  };
  await store.write(REMOTES_REGISTRY_KEY, JSON.stringify({ remotes: [...registry.remotes, remote].sort() }));
}

/** Which remote the composed page of `path` says it routes to. */
async function servedBy(
  site: ReturnType<typeof createSiteServer>,
  path: string,
): Promise<string | undefined> {
  const html = await (
    await site.routes.request(`http://localhost${path}`, { headers: { Host: 'localhost' } })
  ).text();
  const boot = /<script type="application\/json" id="pod-boot">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
  const routes = (JSON.parse(boot) as { routes?: { path: string; remote: string }[] }).routes ?? [];
  return routes.find((route) => route.path === path)?.remote;
}

describe('a path two live remotes claim', () => {
  it('stays with the site’s own build when a deployed newcomer first by name claims it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = builtSiteFixture();
    await deploy(root, 'aaa', ['/contact', '/about'], ['2026-11-25T10:00:00.000Z']);
    const site = createSiteServer(siteSettings(root));
    expect(await servedBy(site, '/contact')).toBe('forms');
    expect(site.deployTargetProblems()).toBeUndefined();
    expect([...(await site.routePaths())].sort()).toEqual(['/about', '/contact']); // what it alone claims, it serves
  });

  it('stays with the remote deployed first, also after that remote deploys again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = builtSiteFixture();
    await deploy(root, 'marketing', ['/'], ['2026-11-01T10:00:00.000Z', '2026-11-26T10:00:00.000Z']);
    await deploy(root, 'aaa', ['/'], ['2026-11-25T10:00:00.000Z']);
    const site = createSiteServer(siteSettings(root));
    expect(await servedBy(site, '/')).toBe('marketing');
  });
});

describe('ownerOf', () => {
  it('keeps the owner it served before, else the earliest deployed, else the first by name', () => {
    const owners = new Map<string, string>();
    const marketing = { remote: 'marketing', since: '2026-11-01T00:00:00.000Z' };
    const aaa = { remote: 'aaa', since: '2026-11-25T00:00:00.000Z' };
    expect(ownerOf('/', [aaa, marketing], owners)).toBe('marketing');
    // marketing redeploys and prunes its old versions: it looks newer now, but it served `/`.
    const renewed = { remote: 'marketing', since: '2026-11-30T00:00:00.000Z' };
    expect(ownerOf('/', [aaa, renewed], owners)).toBe('marketing');
    expect(
      ownerOf(
        '/x',
        [
          { remote: 'b', since: '' },
          { remote: 'a', since: '' },
        ],
        owners,
      ),
    ).toBe('a');
    expect(ownerOf('/y', [aaa, { remote: 'zzz', since: '' }], owners)).toBe('zzz');
  });
});
