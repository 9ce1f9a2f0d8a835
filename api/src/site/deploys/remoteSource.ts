import type { StaticFile, StaticFolder } from '../staticFiles.ts';
import { CachedObject } from './cachedObject.ts';
import {
  livePointerKey,
  parseLivePointer,
  parseVersionsIndex,
  type VersionRecord,
  versionsIndexKey,
} from './deployLayout.ts';
import type { DeployStore } from './deployStore.ts';
import { DistBuild, type RemoteBuild } from './remoteBuild.ts';
import { StoredVersion } from './storedVersion.ts';

/**
 * Where one remote's files come from, per request: the version its live pointer names in
 * the deploy target, or its dist/ folder when nothing was deployed (plain `npm start`).
 * Files of older versions that are still kept stay reachable, so a page opened before a
 * switch can go on loading its own build's chunks.
 */
export class RemoteSource {
  readonly name: string;
  private readonly dist: DistBuild;
  private readonly store: DeployStore;
  private readonly pointer: CachedObject;
  private readonly index: CachedObject;
  private readonly versions = new Map<string, StoredVersion>();
  private warned = '';

  constructor(name: string, distFolder: StaticFolder, store: DeployStore) {
    this.name = name;
    this.dist = new DistBuild(distFolder);
    this.store = store;
    this.pointer = new CachedObject(store, livePointerKey(name));
    this.index = new CachedObject(store, versionsIndexKey(name));
  }

  /** The live build: read once per request and used for everything that request composes. */
  async live(): Promise<RemoteBuild> {
    const pointerBody = await this.pointer.read();
    const pointer = pointerBody ? parseLivePointer(pointerBody) : undefined;
    if (!pointer) return this.dist;
    const ready = await this.readyVersions();
    const record = ready.find((candidate) => candidate.id === pointer.version);
    if (!record) {
      this.warnOnce(
        `[site] ${this.name}: live.json names version ${pointer.version}, which is not a ready version in ${this.store.description}; serving dist/`,
      );
      return this.dist;
    }
    const version = this.version(record);
    await version.load();
    return version;
  }

  /**
   * A file below /remotes/<name>/: from the live build, else — for hashed files under
   * static/, which never change under one name — from the other kept versions, newest first.
   */
  async asset(relative: string, live?: RemoteBuild): Promise<StaticFile | undefined> {
    const current = live ?? (await this.live());
    const found = await current.file(relative);
    if (found || !relative.startsWith('static/') || current === this.dist) return found;
    for (const record of [...(await this.readyVersions())].reverse()) {
      if (record.id === current.version) continue;
      const file = await this.version(record).file(relative);
      if (file) return file;
    }
    return undefined;
  }

  private async readyVersions(): Promise<VersionRecord[]> {
    const index = parseVersionsIndex(await this.index.read());
    const ready = index.versions.filter((record) => record.state === 'ready');
    // Forget versions the deploy tool has pruned.
    for (const id of this.versions.keys()) {
      if (!ready.some((record) => record.id === id)) this.versions.delete(id);
    }
    return ready;
  }

  private version(record: VersionRecord): StoredVersion {
    let version = this.versions.get(record.id);
    if (!version) {
      version = new StoredVersion(this.store, this.name, record);
      this.versions.set(record.id, version);
    }
    return version;
  }

  private warnOnce(message: string): void {
    if (this.warned === message) return;
    this.warned = message;
    console.error(message);
  }
}
