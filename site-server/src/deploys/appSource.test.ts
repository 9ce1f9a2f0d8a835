// AppSource serves the version live.json points at, switching on the next read; older versions'
// hashed files stay reachable, and nothing outside a version's own files is ever served.
import { readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { type VersionRecord, versionPrefix, versionsIndexKey } from '@pod/deploy-format/layout';
import { describe, expect, it, vi } from 'vitest';
import { prerender, site, text } from '../testing/formsDeploySite.ts';

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
});
