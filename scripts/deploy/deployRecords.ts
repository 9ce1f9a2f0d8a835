// The index and the pointer of one app (the shell or a remote) in a deploy target: read, update, switch.
import {
  type LivePointer,
  livePointerKey,
  parseLivePointer,
  parseVersionsIndex,
  type VersionRecord,
  type VersionsIndex,
  versionPrefix,
  versionsIndexKey,
} from '@pod/deploy-format/layout';
import type { DeployStore } from '@pod/deploy-format/store';

export async function readIndex(store: DeployStore, app: string): Promise<VersionsIndex> {
  return parseVersionsIndex((await store.read(versionsIndexKey(app)))?.body);
}

export async function writeIndex(store: DeployStore, app: string, index: VersionsIndex): Promise<void> {
  await store.write(versionsIndexKey(app), `${JSON.stringify(index, null, 2)}\n`);
}

/** Adds or replaces one version's record. */
export async function putRecord(store: DeployStore, app: string, record: VersionRecord): Promise<void> {
  const index = await readIndex(store, app);
  const others = index.versions.filter((candidate) => candidate.id !== record.id);
  await writeIndex(store, app, { versions: [...others, record] });
}

export async function readPointer(store: DeployStore, app: string): Promise<LivePointer | undefined> {
  const read = await store.read(livePointerKey(app));
  return read?.body ? parseLivePointer(read.body) : undefined;
}

/** The switch: one small object replaced whole (rename for a folder, one PUT for a bucket). */
export async function switchLive(store: DeployStore, app: string, version: string): Promise<void> {
  const pointer: LivePointer = { version, switchedAt: new Date().toISOString() };
  await store.write(livePointerKey(app), `${JSON.stringify(pointer)}\n`);
}

/** Deletes versions' files, then their records (a crash in between leaves only a record to retry). */
export async function removeVersions(
  store: DeployStore,
  app: string,
  doomed: readonly VersionRecord[],
): Promise<void> {
  if (doomed.length === 0) return;
  for (const record of doomed) {
    const prefix = versionPrefix(app, record.id);
    for (const file of record.files) await store.remove(prefix + file);
  }
  const gone = new Set(doomed.map((record) => record.id));
  const index = await readIndex(store, app);
  await writeIndex(store, app, { versions: index.versions.filter((record) => !gone.has(record.id)) });
}
