import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderStore } from '@pod/deploy-format/folderStore';
import {
  livePointerKey,
  type VersionRecord,
  versionPrefix,
  versionsIndexKey,
} from '@pod/deploy-format/layout';
import type { DeployStore } from '@pod/deploy-format/store';
import { prerenderedPage, publishedRoute, remotePrerender } from '@pod/deploy-format/testing';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { StaticFolder } from '../staticFiles.ts';
import { AppSource } from './appSource.ts';
import { TargetHealth } from './targetHealth.ts';

/** SITE_TARGET_TIMEOUT_MS's default: how long a request waits for the target. */
const TARGET_TIMEOUT_MS = 500;

/** A well-formed prerender.json of forms, build `build`, with `change` applied to it. */
function prerender(build: string, change: (data: Record<string, unknown>) => void = () => {}): string {
  const data: Record<string, unknown> = {
    ...remotePrerender('forms', build, {
      entry: '/remotes/forms/remoteEntry.js',
      entryFile: 'remoteEntry.js',
      pages: { '/contact': prerenderedPage('./Contact', '<p>x</p>') },
      routes: [publishedRoute('/contact', './Contact')],
      heads: { '/contact': { title: 'Contact', robots: 'noindex' } },
    }),
  };
  change(data);
  return JSON.stringify(data);
}

function write(root: string, path: string, content: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** A site root with forms/dist, plus a deploy store on the same folder. */
function site(wrap: (store: DeployStore) => DeployStore = (store) => store) {
  const root = mkdtempSync(join(tmpdir(), 'deploys-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  write(root, 'remotes/forms/dist/prerender.json', prerender('dist'));
  write(root, 'remotes/forms/dist/static/js/dist.aaaaaaaa.js', 'dist');
  write(root, 'data/site.sqlite', 'password hashes');
  const store = new FolderStore(root);
  const health = new TargetHealth(root);
  const source = new AppSource(
    'forms',
    new StaticFolder(join(root, 'remotes/forms/dist')),
    wrap(store),
    health,
    TARGET_TIMEOUT_MS,
  );
  const records: VersionRecord[] = [];
  const deploy = async (
    id: string,
    files: Record<string, string>,
    state: VersionRecord['state'] = 'ready',
  ) => {
    for (const [path, content] of Object.entries(files))
      await store.write(versionPrefix('forms', id) + path, content);
    records.push({
      id,
      build: `build${id}`,
      builtAt: '',
      commit: '',
      deployedAt: '',
      state,
      files: Object.keys(files),
    });
    await store.write(versionsIndexKey('forms'), JSON.stringify({ versions: records }));
  };
  const point = (id: string) => store.write(livePointerKey('forms'), JSON.stringify({ version: id }));
  return { root, source, deploy, point, store, health, records };
}

const text = async (source: AppSource, path: string) => (await source.asset(path))?.body.toString();

describe('AppSource (deployed versions behind a live pointer)', () => {
  it('serves dist/ while nothing is deployed', async () => {
    const { source } = site();
    expect((await source.live()).version).toBe('dist');
    expect(await text(source, 'static/js/dist.aaaaaaaa.js')).toBe('dist');
  });

  it('picks up each pointer switch on the next read, and back again', async () => {
    const { source, deploy, point } = site();
    await deploy('v1', { 'prerender.json': prerender('v1'), 'remoteEntry.js': 'entry v1' });
    await deploy('v2', { 'prerender.json': prerender('v2'), 'remoteEntry.js': 'entry v2' });
    expect((await source.live()).version).toBe('dist'); // uploaded, not switched
    await point('v1');
    expect((await source.live()).json('prerender.json')).toMatchObject({ build: 'v1' });
    await point('v2');
    expect((await source.live()).json('prerender.json')).toMatchObject({ build: 'v2' });
    expect(await text(source, 'remoteEntry.js')).toBe('entry v2');
    await point('v1');
    expect(await text(source, 'remoteEntry.js')).toBe('entry v1');
  });

  it('keeps older versions’ hashed files reachable, but serves unhashed ones from the live version only', async () => {
    const { source, deploy, point } = site();
    await deploy('v1', {
      'prerender.json': prerender('v1'),
      'remoteEntry.js': 'entry v1',
      'static/js/a.11111111.js': 'chunk v1',
    });
    await deploy('v2', {
      'prerender.json': prerender('v2'),
      'remoteEntry.js': 'entry v2',
      'static/js/a.22222222.js': 'chunk v2',
    });
    await point('v2');
    expect(await text(source, 'static/js/a.11111111.js')).toBe('chunk v1');
    expect(await text(source, 'static/js/a.22222222.js')).toBe('chunk v2');
    expect(await text(source, 'static/js/dist.aaaaaaaa.js')).toBeUndefined();
    expect(await text(source, 'static/js/../../../../live.json')).toBeUndefined();
  });

  it('keeps an older version’s hashed sub-build files reachable too (the shell’s vitals-build/static/)', async () => {
    const { source, deploy, point } = site();
    await deploy('v1', {
      'prerender.json': prerender('v1'),
      'vitals-build/static/js/async/k.11111111.js': 'vitals chunk v1',
      'vitals-build/index.html': 'vitals page v1',
    });
    await deploy('v2', {
      'prerender.json': prerender('v2'),
      'vitals-build/static/js/async/k.22222222.js': 'vitals chunk v2',
    });
    await point('v2');
    expect(await text(source, 'vitals-build/static/js/async/k.11111111.js')).toBe('vitals chunk v1');
    expect(await text(source, 'vitals-build/index.html')).toBeUndefined();
    await point('v1');
    expect(await text(source, 'vitals-build/index.html')).toBe('vitals page v1');
  });

  it('never serves a version whose upload did not finish (a deploy killed halfway)', async () => {
    const { source, deploy, point } = site();
    await deploy('v1', { 'prerender.json': prerender('v1') });
    await point('v1');
    await deploy('v2', { 'static/js/b.33333333.js': 'half' }, 'uploading');
    expect((await source.live()).version).toBe('v1');
    expect(await text(source, 'static/js/b.33333333.js')).toBeUndefined();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await point('v2'); // a pointer to it anyway: refused, the last good version instead
    expect((await source.live()).version).toBe('v1');
  });

  it('ignores a version record that lists a path outside its folder, and never serves that file', async () => {
    const { source, deploy, point, store, records } = site();
    await deploy('v1', { 'prerender.json': prerender('v1') });
    await point('v1');
    expect((await source.live()).version).toBe('v1');
    records.push({ ...(records[0] as VersionRecord), id: 'v2', files: ['../../../../data/site.sqlite'] });
    await store.write(versionsIndexKey('forms'), JSON.stringify({ versions: records }));
    await point('v2');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await source.live()).version).toBe('v1');
    for (const path of ['../../../../data/site.sqlite', '..%2F..%2F..%2F..%2Fdata%2Fsite.sqlite'])
      expect(await text(source, path)).toBeUndefined();
  });

  it('keeps serving the last good version when live.json is malformed, and says so once', async () => {
    const { source, deploy, point, store, health } = site();
    await deploy('v1', { 'prerender.json': prerender('v1') });
    await point('v1');
    expect((await source.live()).version).toBe('v1');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await store.write(livePointerKey('forms'), '{"version": "../../etc"');
    expect((await source.live()).version).toBe('v1');
    expect((await source.live()).version).toBe('v1');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/forms: .*malformed.*serving version v1/);
    expect(health.problems()).toEqual({ forms: 'remotes/forms/live.json is malformed' });
    await point('v1');
    expect((await source.live()).version).toBe('v1');
    expect(health.problems()).toBeUndefined();
  });

  it('answers from the last good pointer, quickly, while the target does not answer at all', async () => {
    let frozen = false;
    const { source, deploy, point, health } = site((store) => ({
      description: store.description,
      read: (key, tag) => (frozen ? new Promise(() => {}) : store.read(key, tag)),
      write: (key, body) => store.write(key, body),
      remove: (key) => store.remove(key),
    }));
    await deploy('v1', { 'prerender.json': prerender('v1'), 'remoteEntry.js': 'entry v1' });
    await point('v1');
    expect(await text(source, 'remoteEntry.js')).toBe('entry v1');
    frozen = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const started = Date.now();
    expect((await source.live()).version).toBe('v1');
    expect(await text(source, 'remoteEntry.js')).toBe('entry v1');
    expect(Date.now() - started).toBeLessThan(5000); // bounded by the read timeout, not by the target
    expect(health.problems()?.forms).toMatch(/no answer/);
  });

  it('serves nothing through a link a version record lists, nor from a version folder that is a link', async () => {
    const { root, source, deploy, point, records, store } = site();
    await deploy('v1', { 'prerender.json': prerender('v1'), 'remoteEntry.js': 'entry v1' });
    symlinkSync(join(root, 'data/site.sqlite'), join(root, versionPrefix('forms', 'v1'), 'db.js'));
    symlinkSync('/etc/passwd', join(root, versionPrefix('forms', 'v1'), 'passwd.js'));
    records[0]?.files.push('db.js', 'passwd.js');
    await store.write(versionsIndexKey('forms'), JSON.stringify({ versions: records }));
    await point('v1');
    expect(await text(source, 'remoteEntry.js')).toBe('entry v1');
    expect(await text(source, 'db.js')).toBeUndefined();
    expect(await text(source, 'passwd.js')).toBeUndefined();
  });

  it('switches the pointer by rename: no temporary file is left beside it', async () => {
    const { root, point } = site();
    for (const id of ['v1', 'v2', 'v3']) await point(id);
    expect(readdirSync(join(root, 'remotes/forms')).sort()).toEqual(['dist', 'live.json']);
  });

  it('refuses a version whose prerender.json is malformed in any field, keeps the last good one, and health says so', async () => {
    const malformed: Record<string, (data: Record<string, unknown>) => void> = {
      'a route that is null': (data) => {
        data.routes = [null];
      },
      'robots with a line break': (data) => {
        data.heads = { '/contact': { title: 'Contact', robots: 'noindex\r\nSet-Cookie: a=b' } };
      },
      'robots that is not text': (data) => {
        data.heads = { '/contact': { title: 'Contact', robots: ['noindex'] } };
      },
      'a numeric title': (data) => {
        data.heads = { '/contact': { title: 42 } };
      },
      'numeric CSS': (data) => {
        data.pages = {
          '/contact': { module: './Contact', html: '', css: 7, islands: [], preload: { js: [], css: [] } },
        };
      },
      'pages that are a list': (data) => {
        data.pages = [];
      },
    };
    const { source, deploy, point, health } = site();
    await deploy('v1', { 'prerender.json': prerender('v1') });
    await point('v1');
    expect((await source.live()).version).toBe('v1');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const [index, [what, change]] of Object.entries(malformed).entries()) {
      const id = `bad${index}`;
      await deploy(id, { 'prerender.json': prerender(id, change) });
      await point(id);
      expect((await source.live()).version, what).toBe('v1');
      expect(health.problems()?.forms, what).toMatch(new RegExp(`^version ${id}: prerender\\.json: `));
    }
    await deploy('v2', { 'prerender.json': prerender('v2') });
    await point('v2');
    expect((await source.live()).version).toBe('v2');
    expect(health.problems()).toBeUndefined();
  });

  it('after a restart, serves the newest sound version deployed before a malformed live one', async () => {
    const { root, deploy, point, store, health } = site();
    await deploy('v1', { 'prerender.json': prerender('v1') });
    await deploy('v2', { 'prerender.json': prerender('v2') });
    await deploy('v3', {
      'prerender.json': prerender('v3', (data) => {
        data.routes = [null];
      }),
    });
    await point('v3');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const restarted = new AppSource(
      'forms',
      new StaticFolder(join(root, 'remotes/forms/dist')),
      store,
      health,
      TARGET_TIMEOUT_MS,
    );
    expect((await restarted.live()).version).toBe('v2');
    expect(health.problems()?.forms).toMatch(/^version v3: prerender\.json: routes\[0\] is not an object/);
  });
});
