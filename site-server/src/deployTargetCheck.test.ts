// What health is told of the deploy target is read when health asks, not left from the last
// page request: a target that failed and answers again is healthy at the next check.
import { FolderStore } from '@pod/deploy-format/folderStore';
import type { DeployStore } from '@pod/deploy-format/store';
import { describe, expect, it, vi } from 'vitest';
import { createSiteServer } from './siteServer.ts';
import { builtSiteFixture } from './testing/builtSiteFixture.ts';
import { siteSettings } from './testing/siteSettings.ts';

describe('the deploy target as health checks it', () => {
  it('is unreadable while reads fail and healthy at the next check once they answer, with no page asked for', async () => {
    const root = builtSiteFixture();
    const folder = new FolderStore(root);
    let failing = true;
    const deployTarget: DeployStore = {
      description: folder.description,
      read: (key, tag) => (failing ? Promise.reject(new Error('connection refused')) : folder.read(key, tag)),
      write: (key, body) => folder.write(key, body),
      remove: (key) => folder.remove(key),
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const site = createSiteServer(siteSettings(root), { deployTarget });
    expect(await site.checkDeployTarget()).toMatchObject({ shell: 'connection refused' });
    failing = false;
    expect(await site.checkDeployTarget()).toBeUndefined();
  });
});
