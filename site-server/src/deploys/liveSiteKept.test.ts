// A spike of page views is answered with the site already worked out: until the first thing it
// was made from (a record, a dist folder's build data, the list of dist folders) is due to be
// read again, no record is read and no build resolved. A rebuilt dist/ still shows within the
// window docs/teams-and-deploys.md states (a deploy and a rollback: recheckWindow.test.ts).
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FolderStore } from '@pod/deploy-format/folderStore';
import type { DeployStore } from '@pod/deploy-format/store';
import { describe, expect, it, vi } from 'vitest';
import { prerender, site, TARGET_TIMEOUT_MS } from '../testing/formsDeploySite.ts';
import { shownWithin } from '../testing/shownWithin.ts';
import { AppSource } from './appSource.ts';
import { LiveDeploys } from './liveDeploys.ts';
import { FOLDER_RECHECK_MS } from './recheckInterval.ts';

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
