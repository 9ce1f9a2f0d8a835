import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { versionPrefix } from '@pod/deploy-format/layout';
import type { DeployStore } from '@pod/deploy-format/store';

const LAST_FILES = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'route-head.json',
  'index.html',
  'prerender.json',
]);
const PARALLEL = 8;

/**
 * Copies a dist folder into versions/<id>/: the assets (a few at a time), then the entry,
 * manifest and heads, and prerender.json last, one by one in the given order.
 */
export async function uploadVersion(
  store: DeployStore,
  app: string,
  id: string,
  dist: string,
  files: readonly string[],
): Promise<void> {
  const prefix = versionPrefix(app, id);
  const put = async (file: string) => store.write(prefix + file, await readFile(join(dist, file)));
  const assets = files.filter((file) => !LAST_FILES.has(file));
  for (let start = 0; start < assets.length; start += PARALLEL) {
    await Promise.all(assets.slice(start, start + PARALLEL).map(put));
  }
  for (const file of files.filter((candidate) => LAST_FILES.has(candidate))) await put(file);
}
