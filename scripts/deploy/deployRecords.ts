// The index and the pointer of one remote in a deploy target: read, update, switch.
import {
  type LivePointer,
  livePointerKey,
  parseLivePointer,
  parseVersionsIndex,
  type VersionRecord,
  type VersionsIndex,
  versionPrefix,
  versionsIndexKey,
} from '../../api/src/site/deploys/deployLayout.ts';
import type { DeployStore } from '../../api/src/site/deploys/deployStore.ts';

export async function readIndex(store: DeployStore, remote: string): Promise<VersionsIndex> {
  return parseVersionsIndex((await store.read(versionsIndexKey(remote)))?.body);
}

export async function writeIndex(store: DeployStore, remote: string, index: VersionsIndex): Promise<void> {
  await store.write(versionsIndexKey(remote), `${JSON.stringify(index, null, 2)}\n`);
}

/** Adds or replaces one version's record. */
export async function putRecord(store: DeployStore, remote: string, record: VersionRecord): Promise<void> {
  const index = await readIndex(store, remote);
  const others = index.versions.filter((candidate) => candidate.id !== record.id);
  await writeIndex(store, remote, { versions: [...others, record] });
}

export async function readPointer(store: DeployStore, remote: string): Promise<LivePointer | undefined> {
  const read = await store.read(livePointerKey(remote));
  return read?.body ? parseLivePointer(read.body) : undefined;
}

/** The switch: one small object replaced whole (rename for a folder, one PUT for a bucket). */
export async function switchLive(store: DeployStore, remote: string, version: string): Promise<void> {
  const pointer: LivePointer = { version, switchedAt: new Date().toISOString() };
  await store.write(livePointerKey(remote), `${JSON.stringify(pointer)}\n`);
}

/** Deletes versions' files, then their records (a crash in between leaves only a record to retry). */
export async function removeVersions(
  store: DeployStore,
  remote: string,
  doomed: readonly VersionRecord[],
): Promise<void> {
  if (doomed.length === 0) return;
  for (const record of doomed) {
    const prefix = versionPrefix(remote, record.id);
    for (const file of record.files) await store.remove(prefix + file);
  }
  const gone = new Set(doomed.map((record) => record.id));
  const index = await readIndex(store, remote);
  await writeIndex(store, remote, { versions: index.versions.filter((record) => !gone.has(record.id)) });
}
