// A spike of page views is answered with the site already worked out: until the first thing it
// was made from (a record, a dist folder's build data, the list of dist folders) is due to be
// read again, no record is read and no build resolved. A deploy, a rollback and a rebuilt dist/
// still show within the window docs/teams-and-deploys.md states.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FolderStore } from '@pod/deploy-format/folderStore';
import type { DeployStore } from '@pod/deploy-format/store';
import { describe, expect, it, vi } from 'vitest';
import { prerender, site, TARGET_TIMEOUT_MS } from '../testing/formsDeploySite.ts';
import { AppSource } from './appSource.ts';
import { LiveDeploys } from './liveDeploys.ts';
import { BUCKET_RECHECK_MS, FOLDER_RECHECK_MS } from './recheckInterval.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The same store, counting its reads. */
function counted(store: DeployStore): { store: DeployStore; reads: () => number } {
  let reads = 0;
  return {
    store: {
      description: store.description,
      read: (key, tag) => {
        reads++;
        return store.read(key, tag);
      },
      write: (key, body) => store.write(key, body),
      remove: (key) => store.remove(key),
    },
    reads: () => reads,
  };
}

/** How long until `seen` holds on every instance, polled every 20 ms, up to `limitMs`. */
async function shownWithin(
  instances: readonly LiveDeploys[],
  seen: (deploys: LiveDeploys) => Promise<boolean>,
  limitMs: number,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await Promise.all(instances.map(seen))).every(Boolean)) return Date.now() - started;
    await sleep(20);
  }
  throw new Error(`not shown on every instance within ${limitMs} ms`);
}

const formsVersion = async (deploys: LiveDeploys) => (await deploys.live()).build('forms')?.version;

describe('the live site as page views see it', () => {
  it('is the one site already worked out for a burst of views: no record read, no build resolved', async () => {
    const { root, deploy, point, store } = site();
    await deploy('v1', { 'prerender.json': prerender('v1') });
    await point('v1');
    const target = counted(store);
    const deploys = new LiveDeploys(root, target.store, TARGET_TIMEOUT_MS, FOLDER_RECHECK_MS);
    const first = await deploys.live();
    expect(first.build('forms')?.version).toBe('v1');
    const warm = target.reads();
    const resolved = vi.spyOn(AppSource.prototype, 'resolve');
    for (let view = 0; view < 200; view++) expect(await deploys.live()).toBe(first);
    expect(target.reads()).toBe(warm);
    expect(resolved).not.toHaveBeenCalled();
    resolved.mockRestore();
  });

  it.each([
    ['on a folder', FOLDER_RECHECK_MS, 1000],
    ["at a bucket's recheck interval", BUCKET_RECHECK_MS, 5000],
  ])(
    'shows a deploy and a rollback on two instances within the window %s',
    async (_kind, recheckMs, windowMs) => {
      const { root, deploy, point, store } = site();
      await deploy('v1', { 'prerender.json': prerender('v1') });
      await deploy('v2', { 'prerender.json': prerender('v2') });
      await point('v1');
      const instances = [0, 1].map(() => new LiveDeploys(root, store, TARGET_TIMEOUT_MS, recheckMs));
      const serving = (version: string) => async (deploys: LiveDeploys) =>
        (await formsVersion(deploys)) === version;
      expect(await shownWithin(instances, serving('v1'), windowMs)).toBeLessThan(windowMs);
      await point('v2');
      expect(await shownWithin(instances, serving('v2'), windowMs)).toBeLessThan(windowMs);
      await point('v1'); // the rollback
      expect(await shownWithin(instances, serving('v1'), windowMs)).toBeLessThan(windowMs);
    },
    20_000,
  );

  it('shows a rebuilt dist/ within the folder window', async () => {
    const { root } = site();
    const deploys = new LiveDeploys(root, new FolderStore(root), TARGET_TIMEOUT_MS, FOLDER_RECHECK_MS);
    const before = (await deploys.live()).versionKey();
    expect(await formsVersion(deploys)).toBe('dist');
    writeFileSync(join(root, 'remotes/forms/dist/prerender.json'), prerender('rebuilt'));
    const changed = async (live: LiveDeploys) => (await live.live()).versionKey() !== before;
    expect(await shownWithin([deploys], changed, 1000)).toBeLessThan(1000);
  });

  it("stays kept after a rebuild renamed a remote's entry file, which nobody asks about any more", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { root } = site();
      const dist = join(root, 'remotes/forms/dist');
      const build = (entry: string) => {
        writeFileSync(join(dist, entry), entry);
        writeFileSync(
          join(dist, 'prerender.json'),
          prerender('dist', (data) => {
            data.entryFile = entry;
          }),
        );
      };
      build('static/js/remote-entry.aaaa.js');
      const deploys = new LiveDeploys(root, new FolderStore(root), TARGET_TIMEOUT_MS, FOLDER_RECHECK_MS);
      const entryOf = async () => (await deploys.live()).remotePrerender('forms')?.entryFile;
      expect(await entryOf()).toBe('static/js/remote-entry.aaaa.js');
      rmSync(join(dist, 'static/js/remote-entry.aaaa.js'));
      build('static/js/remote-entry.bbbbbb.js');
      vi.advanceTimersByTime(FOLDER_RECHECK_MS + 1);
      expect(await entryOf()).toBe('static/js/remote-entry.bbbbbb.js');
      // The old entry's recheck time passes; the next look no longer counts it.
      vi.advanceTimersByTime(FOLDER_RECHECK_MS + 1);
      const kept = await deploys.live();
      const resolved = vi.spyOn(AppSource.prototype, 'resolve');
      for (let view = 0; view < 20; view++) expect(await deploys.live()).toBe(kept);
      expect(resolved).not.toHaveBeenCalled();
      resolved.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });
});
