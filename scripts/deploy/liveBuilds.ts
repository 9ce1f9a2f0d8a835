// What is live in a deploy target, read as contracts: the shell and every remote, each from
// the version its live pointer names (read from the target itself), or — for a folder target
// served as a site root — from its dist/ folder there.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBucketTarget } from '@pod/deploy-format/bucketTarget';
import {
  isRemoteName,
  parseRemotesRegistry,
  REMOTES_REGISTRY_KEY,
  SHELL,
  versionPrefix,
} from '@pod/deploy-format/layout';
import type { DeployStore } from '@pod/deploy-format/store';
import type { AppContract } from './contractCheck.ts';
import { readIndex, readPointer } from './deployRecords.ts';
import { appContract } from './federationContracts.ts';

const readJsonFile = (file: string): unknown =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;

/** A built dist folder's contract. */
export function distContract(app: string, version: string, dist: string): AppContract | undefined {
  const manifest = readJsonFile(join(dist, 'mf-manifest.json'));
  if (!manifest) return undefined;
  return appContract(app, version, manifest, readJsonFile(join(dist, 'prerender.json')));
}

const appDist = (root: string, app: string): string =>
  app === SHELL ? join(root, 'shell', 'dist') : join(root, 'remotes', app, 'dist');

/** The live build of one app in the target, or undefined when it has none. */
export async function liveContract(
  store: DeployStore,
  to: string,
  app: string,
): Promise<AppContract | undefined> {
  const pointer = await readPointer(store, app);
  if (pointer) {
    const record = (await readIndex(store, app)).versions.find(
      (candidate) => candidate.id === pointer.version && candidate.state === 'ready',
    );
    if (record) {
      const read = async (file: string) => {
        const found = await store.read(`${versionPrefix(app, record.id)}${file}`);
        return found?.body ? (JSON.parse(found.body.toString()) as unknown) : undefined;
      };
      return appContract(app, record.id, await read('mf-manifest.json'), await read('prerender.json'));
    }
  }
  return parseBucketTarget(to) ? undefined : distContract(app, 'dist', appDist(to, app));
}

/** Remotes live in the target: its registry, plus remotes/<name>/dist folders of a folder target. */
export async function liveRemoteNames(store: DeployStore, to: string): Promise<string[]> {
  const registered = parseRemotesRegistry((await store.read(REMOTES_REGISTRY_KEY))?.body);
  const folder = join(to, 'remotes');
  const built =
    parseBucketTarget(to) || !existsSync(folder)
      ? []
      : readdirSync(folder).filter((name) => isRemoteName(name) && existsSync(join(folder, name, 'dist')));
  return [...new Set([...registered, ...built])].sort();
}

/**
 * Adds a remote to the target's registry (a bucket cannot be listed; the server reads this).
 * With `replacing`, the same one write also drops the remote it takes over from: before it the
 * server serves the old remote's routes, after it the new one's, never neither.
 */
export async function registerRemote(store: DeployStore, remote: string, replacing?: string): Promise<void> {
  const registered = parseRemotesRegistry((await store.read(REMOTES_REGISTRY_KEY))?.body);
  if (registered.includes(remote) && (!replacing || !registered.includes(replacing))) return;
  const remotes = [...new Set([...registered.filter((name) => name !== replacing), remote])].sort();
  await store.write(REMOTES_REGISTRY_KEY, `${JSON.stringify({ remotes }, null, 2)}\n`);
}
