import {
  livePointerKey,
  parseLivePointer,
  parseVersionsIndex,
  type VersionRecord,
  versionsIndexKey,
} from '@pod/deploy-format/layout';
import type { DeployStore } from '@pod/deploy-format/store';
import { buildDataProblem } from '../buildDataCheck.ts';
import { isHashedBuildFile } from '../cachePolicy.ts';
import type { StaticFile, StaticFolder } from '../staticFiles.ts';
import { type AppBuild, DistBuild } from './appBuild.ts';
import { CachedObject, type ObjectRead, readObjects } from './cachedObject.ts';
import { StoredVersion } from './storedVersion.ts';
import type { TargetHealth } from './targetHealth.ts';

/** The earliest valid deployedAt (ISO time) of these versions; past every time when none is valid. */
function earliestDeploy(records: readonly VersionRecord[]): string {
  const times = records
    .map((record) => record.deployedAt)
    .filter((time) => typeof time === 'string' && Number.isFinite(Date.parse(time)))
    .map((time) => new Date(time).toISOString())
    .sort();
  return times[0] ?? '\uffff';
}

/**
 * Where one app's files (the shell's or a remote's) come from, as of its last look at the
 * target (LiveDeploys: once per recheck): the version its
 * live pointer names in the deploy target, or its dist/ folder when nothing was deployed
 * (plain `npm start`). Files of older versions that are still kept stay reachable, so a page
 * opened before a switch can go on loading its own build's chunks. When the target is slow,
 * down or returns a broken pointer, the last good version keeps serving (and it is logged).
 */
export class AppSource {
  readonly name: string;
  private readonly dist: DistBuild;
  private readonly pointer: CachedObject;
  private readonly index: CachedObject;
  private readonly health: TargetHealth;
  private readonly store: DeployStore;
  private readonly versions = new Map<string, StoredVersion>();
  private lastGood: AppBuild | undefined;
  /**
   * When this app's deployed history in the target begins, as of its last live read: the
   * earliest deployedAt of its ready versions; "" while dist/ serves. Decides a path two
   * remotes claim (see routeOwners.ts).
   */
  claimSince = '';

  private readonly targetTimeoutMs: number;

  /**
   * `targetTimeoutMs`: how long a request waits for the target (SITE_TARGET_TIMEOUT_MS);
   * `recheckMs`: how long a read of its records is taken as current (recheckInterval.ts).
   */
  constructor(
    name: string,
    distFolder: StaticFolder,
    store: DeployStore,
    health: TargetHealth,
    targetTimeoutMs: number,
    recheckMs: number,
  ) {
    this.name = name;
    this.targetTimeoutMs = targetTimeoutMs;
    this.dist = new DistBuild(distFolder);
    this.store = store;
    this.health = health;
    this.pointer = new CachedObject(store, livePointerKey(name), targetTimeoutMs, recheckMs);
    this.index = new CachedObject(store, versionsIndexKey(name), targetTimeoutMs, recheckMs);
  }

  /** The two small objects that name the live build: its live pointer and its versions index. */
  get records(): readonly [pointer: CachedObject, index: CachedObject] {
    return [this.pointer, this.index];
  }

  /** The live build, its records read here (an asset request, or a test of one app). */
  async live(): Promise<AppBuild> {
    const [pointerRead, indexRead] = await readObjects(this.records);
    return this.resolve(pointerRead, indexRead);
  }

  /**
   * The live build named by its records as this request read them (`records`, in that order):
   * used for everything the request composes.
   */
  async resolve(pointerRead: ObjectRead, indexRead: ObjectRead): Promise<AppBuild> {
    const ready = this.readyFrom(indexRead);
    if (!pointerRead.body) return this.fallback(pointerRead.stale);
    const pointer = parseLivePointer(pointerRead.body);
    if (!pointer) return this.fallback(`${livePointerKey(this.name)} is malformed`);
    const record = ready.records.find((candidate) => candidate.id === pointer.version);
    if (!record)
      return this.fallback(
        ready.stale ?? `live.json names ${pointer.version}, which is not a ready version in the index`,
      );
    const version = this.version(record);
    try {
      await version.load();
    } catch (error) {
      return this.fallback((error as Error).message);
    }
    // A version whose build data is malformed is refused as a whole, like an unreadable one.
    const problem = buildDataProblem(this.name, version);
    const earlier = ready.records.slice(0, ready.records.indexOf(record));
    if (problem) return this.fallback(`version ${version.version}: ${problem}`, earlier);
    const stale = pointerRead.stale ?? ready.stale;
    // A late read says nothing of the target's health: it stays as the last answer left it.
    const failed = [pointerRead, indexRead].some((read) => read.stale !== undefined && !read.slow);
    if (stale && failed)
      this.health.failed(this.name, stale, `version ${version.version} (its last good pointer)`);
    else if (!stale) this.health.ok(this.name);
    this.lastGood = version;
    this.claimSince = earliestDeploy(ready.records);
    return version;
  }

  /**
   * Nothing usable was read: the last good version; after a restart, the newest of `records`
   * (the ready versions deployed before a malformed live one) whose build data is sound; else dist/.
   */
  private async fallback(
    reason: string | undefined,
    records: readonly VersionRecord[] = [],
  ): Promise<AppBuild> {
    // No pointer and no failure: nothing is deployed, dist/ is what serves.
    if (!reason) {
      const problem = buildDataProblem(this.name, this.dist);
      if (problem) this.health.failed(this.name, `dist/: ${problem}`, 'dist/ without its pages');
      else this.health.ok(this.name);
      this.lastGood = this.dist;
      this.claimSince = '';
      return this.dist;
    }
    if (!this.lastGood) {
      this.lastGood = await this.soundVersion(records);
      if (this.lastGood) this.claimSince = earliestDeploy(records);
    }
    const build = this.lastGood ?? this.dist;
    if (build === this.dist) this.claimSince = '';
    this.health.failed(
      this.name,
      reason,
      build === this.dist ? 'dist/' : `version ${build.version} (its last good pointer)`,
    );
    return build;
  }

  private async soundVersion(records: readonly VersionRecord[]): Promise<AppBuild | undefined> {
    for (const record of [...records].reverse()) {
      const version = this.version(record);
      try {
        await version.load();
      } catch {
        continue;
      }
      if (!buildDataProblem(this.name, version)) return version;
    }
    return undefined;
  }

  /**
   * A file below the app's mount point: from the live build, else — for content-hashed files
   * (under static/ or a sub-build's static/, like the shell's vitals-build/), which never
   * change under one name — from the other kept versions, newest first. A page opened before
   * a deploy still lazily loads its own version's chunks.
   */
  async asset(relative: string, live?: AppBuild): Promise<StaticFile | undefined> {
    const current = live ?? (await this.live());
    const found = await current.file(relative).catch(() => undefined);
    if (found || !isHashedBuildFile(relative) || current === this.dist) return found;
    for (const record of [...this.readyFrom(await this.index.read()).records].reverse()) {
      if (record.id === current.version) continue;
      const version = this.version(record);
      if (!version.has(relative)) continue;
      const file = await version.file(relative).catch(() => undefined);
      if (file) return file;
    }
    return undefined;
  }

  /** The ready versions the index names, as read. */
  private readyFrom(read: ObjectRead): { records: VersionRecord[]; stale?: string } {
    const records = parseVersionsIndex(read.body).versions.filter((record) => record.state === 'ready');
    // Forget versions the deploy tool has pruned (only on a fresh read).
    if (!read.stale) {
      for (const id of this.versions.keys()) {
        if (!records.some((record) => record.id === id)) this.versions.delete(id);
      }
    }
    return read.stale ? { records, stale: read.stale } : { records };
  }

  private version(record: VersionRecord): StoredVersion {
    let version = this.versions.get(record.id);
    if (!version) {
      version = new StoredVersion(this.store, this.name, record, this.targetTimeoutMs);
      this.versions.set(record.id, version);
    }
    return version;
  }
}
