import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isRemoteName, parseRemotesRegistry, REMOTES_REGISTRY_KEY, SHELL } from '@pod/deploy-format/layout';
import type { DeployStore } from '@pod/deploy-format/store';
import { LiveSite } from '../liveSite.ts';
import { type StaticFile, StaticFolder } from '../staticFiles.ts';
import type { AppBuild } from './appBuild.ts';
import { AppSource } from './appSource.ts';
import { CachedObject, type ObjectRead, readObjects } from './cachedObject.ts';
import { TargetHealth } from './targetHealth.ts';

/** Never used: readObjects answers one read per object, so every app has both its records. */
const NOTHING: ObjectRead = { body: undefined };

/** The `app`th app's live pointer and versions index among `reads` (two per app, in order). */
function recordsAt(reads: readonly ObjectRead[], app: number): [pointer: ObjectRead, index: ObjectRead] {
  return [reads[2 * app] ?? NOTHING, reads[2 * app + 1] ?? NOTHING];
}

/** Remotes built in the site root: every remotes/<name>/dist folder. */
function builtRemotes(siteRoot: string): string[] {
  const folder = join(siteRoot, 'remotes');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => isRemoteName(entry.name) && existsSync(join(folder, entry.name, 'dist')))
    .map((entry) => entry.name);
}

/**
 * The one place the server asks about deployed apps, found rather than listed: the shell at /
 * and every remote at /remotes/<name>/, each from the version its live pointer names in the
 * deploy target (default: the site root itself), else from its dist/ folder. Remotes are the
 * dist folders of the site root plus the remotes the deploy target's registry names. A page
 * asks once (live()) and is composed from the one set of builds it gets back.
 */
export class LiveDeploys {
  private readonly siteRoot: string;
  private readonly store: DeployStore;
  private readonly health: TargetHealth;
  private readonly shell: AppSource;
  private readonly remotes = new Map<string, AppSource>();
  private readonly registry: CachedObject;
  /** Which remote served each route path so far: a remote that served a path keeps it (routeOwners.ts). */
  private readonly routeOwners = new Map<string, string>();
  /** The remotes the registry named at its last read: their records are read beside it. */
  private registered: string[] = [];

  private readonly targetTimeoutMs: number;
  private readonly recheckMs: number;
  /** The site root's remotes/<name>/dist folders as last listed, and when. */
  private built = { names: [] as string[], at: Number.NEGATIVE_INFINITY };

  /**
   * `targetTimeoutMs`: how long a request waits for the deploy target (SITE_TARGET_TIMEOUT_MS);
   * `recheckMs`: how long what was read of the target and the dist folders is taken as current.
   */
  constructor(siteRoot: string, deploys: DeployStore, targetTimeoutMs: number, recheckMs: number) {
    this.siteRoot = siteRoot;
    this.store = deploys;
    this.targetTimeoutMs = targetTimeoutMs;
    this.recheckMs = recheckMs;
    this.health = new TargetHealth(deploys.description);
    this.shell = new AppSource(
      SHELL,
      new StaticFolder(join(siteRoot, 'shell', 'dist'), recheckMs),
      deploys,
      this.health,
      targetTimeoutMs,
      recheckMs,
    );
    this.registry = new CachedObject(deploys, REMOTES_REGISTRY_KEY, targetTimeoutMs, recheckMs);
  }

  /**
   * The site the last look at the target resolved, and until when everything it was made from
   * (every record, the dist folders' list, each build's data files) is taken as current.
   */
  private lastSite: { key: string; site: LiveSite; until: number } | undefined;
  /** Looks at the target begun so far, and the latest whose site is kept. */
  private looks = 0;
  private keptLook = 0;

  /** builtRemotes(siteRoot), listed again at most once per recheckMs. */
  private builtRemotes(): string[] {
    if (Date.now() - this.built.at >= this.recheckMs)
      this.built = { names: builtRemotes(this.siteRoot), at: Date.now() };
    return this.built.names;
  }

  /**
   * The shell and every remote's live build, resolved together, so a page is composed from one
   * set. In order: every small record at once (the registry, and the live pointer and
   * versions index of the shell and of each remote known so far), so a slow target costs the
   * request one wait, not one per record; the records of a remote the registry names for the
   * first time; then each app's build from its records. Until the first of all that is due to
   * be read again, the site is the one already worked out: a spike of views asks nothing.
   */
  async live(): Promise<LiveSite> {
    if (this.lastSite && Date.now() < this.lastSite.until) return this.lastSite.site;
    // Looks that overlap (a slow target) may finish out of order: only the latest begun is kept.
    const look = ++this.looks;
    const built = this.builtRemotes();
    const known = [...new Set([...built, ...this.registered])].map((name) => this.remote(name));
    const [registry, ...reads] = await readObjects([
      this.registry,
      ...[this.shell, ...known].flatMap((app) => app.records),
    ]);
    const names = this.remotesFrom(registry, built);
    const added = names
      .filter((name) => !known.some((app) => app.name === name))
      .map((name) => this.remote(name));
    reads.push(...(await readObjects(added.flatMap((app) => app.records))));
    // Every remote read is resolved, also one the registry no longer names, so its health stays current.
    const remotes = [...known, ...added];
    const [shell, ...builds] = await Promise.all([
      this.shell.resolve(...recordsAt(reads, 0)),
      ...remotes.map((app, i) => app.resolve(...recordsAt(reads, i + 1))),
    ]);
    const buildOf = new Map(remotes.map((app, i) => [app.name, builds[i]] as const));
    const live = new Map<string, AppBuild>();
    for (const name of names) {
      const build = buildOf.get(name);
      if (build) live.set(name, build);
    }
    const since = new Map(names.map((name) => [name, this.remote(name).claimSince] as const));
    const site = new LiveSite(shell, live, since, this.routeOwners);
    // The build files the site's key and route table are made from are looked at now, so that
    // `until` covers them.
    const key = `${site.versionKey()}|${[...since].join(',')}`;
    site.routeTable();
    // The same builds and build files as before: that site, with the pages' data it already
    // worked out.
    const kept = this.lastSite?.key === key ? this.lastSite.site : site;
    if (look > this.keptLook) {
      this.keptLook = look;
      this.lastSite = {
        key,
        site: kept,
        until: this.currentUntil([this.shell, ...remotes], [shell, ...builds]),
      };
    }
    return kept;
  }

  /** The first time any of these apps' records, their builds' data or the dist folders' list is due to be read again. */
  private currentUntil(apps: readonly AppSource[], builds: readonly AppBuild[]): number {
    let until = Math.min(this.built.at + this.recheckMs, this.registry.currentUntil);
    for (const app of apps) for (const record of app.records) until = Math.min(until, record.currentUntil);
    for (const build of builds) until = Math.min(until, build.currentUntil());
    return until;
  }

  /** A file of the shell's build, below / (from its live build, or a kept version's hashed file). */
  shellFile(relative: string): Promise<StaticFile | undefined> {
    return this.shell.asset(relative);
  }

  /**
   * A file of a remote's build, below /remotes/<name>/, if the site has that remote. A remote
   * met before is answered at once (its asset requests are the hot path); only an unknown name
   * costs a look at the registry.
   */
  async remoteFile(name: string, relative: string): Promise<StaticFile | undefined> {
    const known = this.remotes.has(name) || (isRemoteName(name) && (await this.remoteNames()).includes(name));
    return known ? this.remote(name).asset(relative) : undefined;
  }

  /** Undefined while the deploy target answers; else which apps could not be read, and why. */
  problems(): Record<string, string> | undefined {
    return this.health.problems();
  }

  private async remoteNames(): Promise<string[]> {
    const [registry] = await readObjects([this.registry]);
    return this.remotesFrom(registry, this.builtRemotes());
  }

  /** Every remote the site has now: `built` (the site root's dist folders) and the registry's. */
  private remotesFrom(registry: ObjectRead, built: readonly string[]): string[] {
    // A late read says nothing of the target's health: it stays as the last answer left it.
    if (registry.stale && !registry.slow)
      this.health.failed('remotes.json', registry.stale, 'the remotes it named last');
    else if (!registry.stale) this.health.ok('remotes.json');
    this.registered = parseRemotesRegistry(registry.body);
    return [...new Set([...built, ...this.registered])].sort();
  }

  private remote(name: string): AppSource {
    let source = this.remotes.get(name);
    if (!source) {
      const dist = new StaticFolder(join(this.siteRoot, 'remotes', name, 'dist'), this.recheckMs);
      source = new AppSource(name, dist, this.store, this.health, this.targetTimeoutMs, this.recheckMs);
      this.remotes.set(name, source);
    }
    return source;
  }
}
