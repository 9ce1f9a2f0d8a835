import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isRemoteName, parseRemotesRegistry, REMOTES_REGISTRY_KEY, SHELL } from '@pod/deploy-format/layout';
import type { DeployStore } from '@pod/deploy-format/store';
import type { AppBuild } from './deploys/appBuild.ts';
import { AppSource } from './deploys/appSource.ts';
import { CachedObject } from './deploys/cachedObject.ts';
import { TargetHealth } from './deploys/targetHealth.ts';
import { LiveSite } from './liveSite.ts';
import { StaticFolder } from './staticFiles.ts';

/** Remotes built in the site root: every remotes/<name>/dist folder. */
function builtRemotes(siteRoot: string): string[] {
  const folder = join(siteRoot, 'remotes');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => isRemoteName(entry.name) && existsSync(join(folder, entry.name, 'dist')))
    .map((entry) => entry.name);
}

/**
 * The built apps, found rather than listed: the shell at / and every remote at
 * /remotes/<name>/, each from the version its live pointer names in the deploy target
 * (default: the site root itself), else from its dist/ folder. Remotes are the dist folders
 * of the site root plus the remotes the deploy target's registry names.
 */
export class SiteDocuments {
  private readonly siteRoot: string;
  private readonly store: DeployStore;
  readonly health: TargetHealth;
  private readonly shell: AppSource;
  private readonly remotes = new Map<string, AppSource>();
  private readonly registry: CachedObject;
  /** Which remote served each route path so far: a remote that served a path keeps it (routeOwners.ts). */
  private readonly routeOwners = new Map<string, string>();

  private readonly targetTimeoutMs: number;

  /** `targetTimeoutMs`: how long a request waits for the deploy target (SITE_TARGET_TIMEOUT_MS). */
  constructor(siteRoot: string, deploys: DeployStore, targetTimeoutMs: number) {
    this.siteRoot = siteRoot;
    this.store = deploys;
    this.targetTimeoutMs = targetTimeoutMs;
    this.health = new TargetHealth(deploys.description);
    this.shell = new AppSource(
      SHELL,
      new StaticFolder(join(siteRoot, 'shell', 'dist')),
      deploys,
      this.health,
      targetTimeoutMs,
    );
    this.registry = new CachedObject(deploys, REMOTES_REGISTRY_KEY, targetTimeoutMs);
  }

  private source(name: string): AppSource {
    let source = this.remotes.get(name);
    if (!source) {
      const dist = new StaticFolder(join(this.siteRoot, 'remotes', name, 'dist'));
      source = new AppSource(name, dist, this.store, this.health, this.targetTimeoutMs);
      this.remotes.set(name, source);
    }
    return source;
  }

  /** The remotes the registry named at its last read: their pointers are read beside it. */
  private registered: string[] = [];

  /** Every remote the site has now: `built` (the site root's dist folders) and the registry's. */
  async remoteNames(built: readonly string[] = builtRemotes(this.siteRoot)): Promise<string[]> {
    const registry = await this.registry.read();
    if (registry.stale) this.health.failed('remotes.json', registry.stale, 'the remotes it named last');
    else this.health.ok('remotes.json');
    this.registered = parseRemotesRegistry(registry.body);
    return [...new Set([...built, ...this.registered])].sort();
  }

  /**
   * A remote by the name in a URL, if the site has it. A remote met before is answered at once
   * (its asset requests are the hot path); only an unknown name costs a look at the registry.
   */
  async remote(name: string): Promise<AppSource | undefined> {
    if (this.remotes.has(name)) return this.remotes.get(name);
    return isRemoteName(name) && (await this.remoteNames()).includes(name) ? this.source(name) : undefined;
  }

  shellSource(): AppSource {
    return this.shell;
  }

  /**
   * The shell and every remote's live build, resolved once per request, so a page is composed
   * from one set. The registry, the shell and the remotes already known are read at once, so a
   * slow target costs a request one wait, not one per record.
   */
  async live(): Promise<LiveSite> {
    const reads = new Map<string, Promise<AppBuild>>();
    const read = (name: string): Promise<AppBuild> => {
      let pending = reads.get(name);
      if (!pending) {
        pending = this.source(name).live();
        reads.set(name, pending);
      }
      return pending;
    };
    const built = builtRemotes(this.siteRoot);
    for (const name of [...built, ...this.registered]) void read(name).catch(() => {});
    const [shell, names] = await Promise.all([this.shell.live(), this.remoteNames(built)]);
    const builds = await Promise.all(names.map(async (name) => [name, await read(name)] as const));
    const since = new Map(names.map((name) => [name, this.source(name).claimSince] as const));
    return new LiveSite(shell, new Map(builds), since, this.routeOwners);
  }
}
