// For AppSource's tests: a site root with the forms remote's dist/ and a deploy store on the same
// folder, to deploy versions to and point live.json at; removed when the test ends.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
import { onTestFinished } from 'vitest';
import { AppSource } from '../deploys/appSource.ts';
import { TargetHealth } from '../deploys/targetHealth.ts';
import { StaticFolder } from '../staticFiles.ts';

/** SITE_TARGET_TIMEOUT_MS's default: how long a request waits for the target. */
export const TARGET_TIMEOUT_MS = 500;

/** A well-formed prerender.json of forms, build `build`, with `change` applied to it. */
export function prerender(build: string, change: (data: Record<string, unknown>) => void = () => {}): string {
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
export function site(wrap: (store: DeployStore) => DeployStore = (store) => store) {
  const root = mkdtempSync(join(tmpdir(), 'deploys-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  write(root, 'remotes/forms/dist/prerender.json', prerender('dist'));
  write(root, 'remotes/forms/dist/static/js/dist.aaaaaaaa.js', 'dist');
  write(root, 'data/site.sqlite', 'password hashes');
  const store = new FolderStore(root);
  const health = new TargetHealth(root);
  /** One more server instance over the same target; `recheckMs` 0: it reads what a test just wrote. */
  const instance = (recheckMs = 0, instanceHealth = health) =>
    new AppSource(
      'forms',
      new StaticFolder(join(root, 'remotes/forms/dist'), recheckMs),
      wrap(store),
      instanceHealth,
      TARGET_TIMEOUT_MS,
      recheckMs,
    );
  const source = instance();
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
  return { root, source, instance, deploy, point, store, health, records };
}

/** What `source` serves at `path`, as text (undefined: nothing). */
export const text = async (source: AppSource, path: string) => (await source.asset(path))?.body.toString();
