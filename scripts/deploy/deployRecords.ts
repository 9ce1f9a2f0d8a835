// The index and the pointer of one app (the shell or a remote) in a deploy target: read, update, switch.
import { lstat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { FolderStore } from '@pod/deploy-format/folderStore';
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

/**
 * A version folder that is a link where the tool wrote a real folder (the target was tampered
 * with): the link itself is removed, never followed, so nothing outside the target is touched.
 * Only for a folder target whose folders above it are real; says whether it unlinked one.
 */
async function unlinkLinkedVersionFolder(store: DeployStore, app: string, id: string): Promise<boolean> {
  if (!(store instanceof FolderStore)) return false;
  const segments = versionPrefix(app, id).split('/').filter(Boolean);
  let folder = store.root;
  for (const [index, segment] of segments.entries()) {
    folder = join(folder, segment);
    const stats = await lstat(folder).catch(() => undefined);
    if (!stats?.isSymbolicLink()) continue;
    // A link above the version folder is not the version's own: leave it to an operator.
    if (index < segments.length - 1) return false;
    await unlink(folder);
    console.warn(
      `${versionPrefix(app, id)} was a link, not a folder: removed the link (not what it pointed to)`,
    );
    return true;
  }
  return false;
}

/**
 * Deletes versions' files, then their records (a crash in between leaves only a record to retry).
 * A version that cannot be removed is skipped, said, and keeps its record for the next deploy to
 * retry; the index loses the records of the others regardless. Returns the versions removed.
 */
export async function removeVersions(
  store: DeployStore,
  app: string,
  doomed: readonly VersionRecord[],
): Promise<VersionRecord[]> {
  const removed: VersionRecord[] = [];
  for (const record of doomed) {
    const prefix = versionPrefix(app, record.id);
    try {
      if (!(await unlinkLinkedVersionFolder(store, app, record.id)))
        for (const file of record.files) await store.remove(prefix + file);
      removed.push(record);
    } catch (error) {
      console.warn(
        `could not remove ${app} ${record.id} (${(error as Error).message}); its record stays, the next deploy tries again`,
      );
    }
  }
  if (removed.length === 0) return removed;
  const gone = new Set(removed.map((record) => record.id));
  const index = await readIndex(store, app);
  await writeIndex(store, app, { versions: index.versions.filter((record) => !gone.has(record.id)) });
  return removed;
}
