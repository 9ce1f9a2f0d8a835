import type { RouteHead } from '@pod/contracts/routes';
import { SHELL } from '@pod/deploy-format/layout';
import type { BootRoute, RemotePrerender, ShellPrerender } from '@pod/deploy-format/prerender';
import { type FederationManifest, manifestOf, prerenderOf } from './buildDataCheck.ts';
import type { AppBuild } from './deploys/appBuild.ts';
import { type Claimant, ownerOf } from './routeOwners.ts';
import type { StaticFile } from './staticFiles.ts';

export type { FederationManifest } from './buildDataCheck.ts';

/** One route of the live site: its path, the remote that owns it and the module rendering it. */
export interface LiveRoute extends BootRoute {
  sitemap: boolean;
}

// The table is made once per set of builds: a clash (which the deploy tool refuses) is logged once, not per page.
const warned = new Set<string>();
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.error(message);
}

/**
 * The shell and the live build of every remote, as one request sees them: the route table
 * is made from the remotes' own route lists, so a route a newly deployed remote brings is
 * served on the next request, with no shell rebuild and no restart.
 */
export class LiveSite {
  readonly shell: AppBuild;
  private readonly builds: ReadonlyMap<string, AppBuild>;
  private readonly since: ReadonlyMap<string, string>;
  private readonly owners: Map<string, string>;
  private table: LiveRoute[] | undefined;
  /** The site's builds don't change: the key is worked out once. */
  private key: string | undefined;
  private index: { file: StaticFile; html: string } | undefined;

  /**
   * `since`: when each remote's deployed history begins ("" for dist/), and `owners`: who served
   * each path so far (kept by the caller across requests); both decide a path two remotes claim.
   */
  constructor(
    shell: AppBuild,
    builds: ReadonlyMap<string, AppBuild>,
    since: ReadonlyMap<string, string> = new Map(),
    owners: Map<string, string> = new Map(),
  ) {
    this.shell = shell;
    this.builds = builds;
    this.since = since;
    this.owners = owners;
  }

  remoteNames(): string[] {
    return [...this.builds.keys()];
  }

  build(remote: string): AppBuild | undefined {
    return this.builds.get(remote);
  }

  indexHtml(): string | undefined {
    const file = this.shell.dataFile('index.html');
    if (!file) return undefined;
    if (this.index?.file !== file) this.index = { file, html: file.body.toString('utf8') };
    return this.index.html;
  }

  /** The shell's build-time layouts (prerender.json), if it was built with them in this format. */
  shellPrerender(): ShellPrerender | undefined {
    const checked = prerenderOf(SHELL, this.shell);
    return checked?.ok ? checked.value : undefined;
  }

  /** A remote's federation manifest (mf-manifest.json), if built. */
  manifest(remote: string): FederationManifest | undefined {
    const build = this.builds.get(remote);
    const checked = build ? manifestOf(build) : undefined;
    return checked?.ok ? checked.value : undefined;
  }

  /** A remote's build-time pages and routes (prerender.json), if complete and in this format. */
  remotePrerender(remote: string): RemotePrerender | undefined {
    const build = this.builds.get(remote);
    // Every field checked by type: a malformed file leaves this remote's pages out, never the site's.
    const checked = build ? prerenderOf(remote, build) : undefined;
    if (!build || !checked?.ok) return undefined;
    const parsed = checked.value;
    // Only a build whose pinned entry is there: while a remote is being rebuilt (its dist
    // emptied first) its pages are left out rather than pinned to missing files.
    return typeof parsed.entryFile === 'string' && build.has(parsed.entryFile) ? parsed : undefined;
  }

  /** Every live route, from the remotes' route lists; a path two remotes claim goes to ownerOf's choice. */
  routeTable(): readonly LiveRoute[] {
    if (this.table) return this.table;
    const remotes = [...this.builds.keys()].sort();
    const claimants = new Map<string, Claimant[]>();
    for (const remote of remotes)
      for (const route of this.remotePrerender(remote)?.routes ?? []) {
        const list = claimants.get(route.path) ?? [];
        if (!list.some((claimant) => claimant.remote === remote))
          list.push({ remote, since: this.since.get(remote) ?? '' });
        claimants.set(route.path, list);
      }
    const owner = new Map<string, string>();
    for (const [path, list] of claimants) {
      const chosen = list.length === 1 ? (list[0]?.remote ?? '') : ownerOf(path, list, this.owners);
      if (list.length === 1) this.owners.set(path, chosen);
      else
        warnOnce(
          `[site] ${path} is claimed by ${list.map((claimant) => claimant.remote).join(' and ')}; ${chosen} serves it (deployed first, or served it before)`,
        );
      owner.set(path, chosen);
    }
    const table: LiveRoute[] = [];
    for (const remote of remotes)
      for (const route of this.remotePrerender(remote)?.routes ?? [])
        if (owner.get(route.path) === remote && !table.some((existing) => existing.path === route.path))
          table.push({ path: route.path, remote, module: route.module, sitemap: route.sitemap === true });
    this.table = table;
    return table;
  }

  route(path: string): LiveRoute | undefined {
    return this.routeTable().find((route) => route.path === path);
  }

  head(route: LiveRoute): RouteHead | undefined {
    return this.remotePrerender(route.remote)?.heads?.[route.path];
  }

  /** The entry the browser loads for each live remote: the pinned copy of its live build. */
  remoteEntries(): Record<string, string> {
    const entries: Record<string, string> = {};
    for (const remote of [...this.builds.keys()].sort()) {
      const prerender = this.remotePrerender(remote);
      if (prerender) entries[remote] = prerender.entry;
    }
    return entries;
  }

  /**
   * The versions of every build file a page is composed from: the shell's, and every remote's
   * (the boot data names all of them). Part of the composed-page cache key.
   */
  versionKey(): string {
    if (this.key !== undefined) return this.key;
    const parts = [this.shell.version, this.shell.etag('index.html'), this.shell.etag('prerender.json')];
    for (const remote of [...this.builds.keys()].sort()) {
      const build = this.builds.get(remote);
      parts.push(remote, build?.version, build?.etag('prerender.json'), build?.etag('mf-manifest.json'));
    }
    this.key = parts.join('|');
    return this.key;
  }
}
