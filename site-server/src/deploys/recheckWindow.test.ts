// Each instance takes what it read of the deploy target as current for its recheck time: page
// views in between ask storage nothing, and a deploy or a rollback shows on every instance
// within the window docs/teams-and-deploys.md states (1 s for a folder, 5 s for a bucket), for
// one app's source and for the whole site worked out from them (liveDeploys.ts).

import type { S3Client } from '@aws-sdk/client-s3';
import { BucketStore } from '@pod/deploy-format/bucketStore';
import { FolderStore } from '@pod/deploy-format/folderStore';
import { describe, expect, it } from 'vitest';
import { prerender, site, TARGET_TIMEOUT_MS } from '../testing/formsDeploySite.ts';
import { shownWithin } from '../testing/shownWithin.ts';
import { LiveDeploys } from './liveDeploys.ts';
import { BUCKET_RECHECK_MS, FOLDER_RECHECK_MS, recheckIntervalFor } from './recheckInterval.ts';
import { TargetHealth } from './targetHealth.ts';

/** What a page view on each instance is served from for forms: one app's source, or the whole site. */
const readers = {
  'one app': (root: string, instance: ReturnType<typeof site>['instance'], recheckMs: number) =>
    [0, 1].map(() => {
      const source = instance(recheckMs, new TargetHealth(root));
      return async () => (await source.live()).version;
    }),
  'the whole site': (root: string, _instance: unknown, recheckMs: number) =>
    [0, 1].map(() => {
      const deploys = new LiveDeploys(root, new FolderStore(root), TARGET_TIMEOUT_MS, recheckMs);
      return async () => (await deploys.live()).build('forms')?.version;
    }),
};

describe('what an instance read of the deploy target', () => {
  it('is rechecked every 500 ms for a folder and every 2 s for a bucket, unless SITE_RECHECK_MS says', () => {
    expect(recheckIntervalFor(new FolderStore('/tmp/x'), undefined)).toBe(FOLDER_RECHECK_MS);
    const bucket = new BucketStore({} as S3Client, 'b', 'p', () => 'application/octet-stream');
    expect(recheckIntervalFor(bucket, undefined)).toBe(BUCKET_RECHECK_MS);
    expect(recheckIntervalFor(bucket, 100)).toBe(100);
  });

  it('answers page views from memory once warm: no storage request between rechecks', async () => {
    let reads = 0;
    const { instance, deploy, point } = site((store) => ({
      ...store,
      description: store.description,
      read: (key, tag) => {
        reads++;
        return store.read(key, tag);
      },
      write: (key, body) => store.write(key, body),
      remove: (key) => store.remove(key),
    }));
    await deploy('v1', { 'prerender.json': prerender('v1') });
    await point('v1');
    const server = instance(FOLDER_RECHECK_MS);
    expect((await server.live()).version).toBe('v1');
    const warm = reads;
    for (let view = 0; view < 200; view++) await server.live();
    expect(reads - warm).toBe(0);
  });

  // The window is the recheck interval plus one read: the store's kind sets the interval only.
  it.each([
    ['on a folder', 'one app', FOLDER_RECHECK_MS, 1000],
    ["at a bucket's recheck interval", 'one app', BUCKET_RECHECK_MS, 5000],
    ['on a folder', 'the whole site', FOLDER_RECHECK_MS, 1000],
    ["at a bucket's recheck interval", 'the whole site', BUCKET_RECHECK_MS, 5000],
  ] as const)(
    'shows a deploy and a rollback on two instances within the window %s (%s)',
    async (_kind, served, recheckMs, windowMs) => {
      const { instance, deploy, point, root } = site();
      await deploy('v1', { 'prerender.json': prerender('v1') });
      await deploy('v2', { 'prerender.json': prerender('v2') });
      await point('v1');
      const instances = readers[served](root, instance, recheckMs);
      const serving = (version: string) => async (read: () => Promise<string | undefined>) =>
        (await read()) === version;
      expect(await shownWithin(instances, serving('v1'), windowMs)).toBeLessThan(windowMs);
      await point('v2');
      expect(await shownWithin(instances, serving('v2'), windowMs)).toBeLessThan(windowMs);
      await point('v1'); // the rollback
      expect(await shownWithin(instances, serving('v1'), windowMs)).toBeLessThan(windowMs);
    },
    20_000,
  );
});
