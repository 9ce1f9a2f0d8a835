import type { RemotePrerender } from '@pod/shared-ui/prerenderTypes';
import type { RemoteBuild } from './deploys/remoteBuild.ts';
import type { RouteHeads } from './routeHead.ts';
import type { FederationManifest, RemoteName } from './siteDocuments.ts';
import type { StaticFolder } from './staticFiles.ts';

/** The shell and the live build of every remote, as one request sees them. */
export class LiveSite {
  private readonly shell: StaticFolder;
  private readonly builds: ReadonlyMap<RemoteName, RemoteBuild>;

  constructor(shell: StaticFolder, builds: ReadonlyMap<RemoteName, RemoteBuild>) {
    this.shell = shell;
    this.builds = builds;
  }

  build(remote: RemoteName): RemoteBuild | undefined {
    return this.builds.get(remote);
  }

  /** A remote's federation manifest (mf-manifest.json), if built. */
  manifest(remote: RemoteName): FederationManifest | undefined {
    return this.builds.get(remote)?.json('mf-manifest.json') as FederationManifest | undefined;
  }

  /** A remote's build-time pages (prerender.json), if it was built with them. */
  remotePrerender(remote: RemoteName): RemotePrerender | undefined {
    const build = this.builds.get(remote);
    const parsed = build?.json('prerender.json') as RemotePrerender | undefined;
    if (!build || parsed?.kind !== 'remote' || !parsed.pages || typeof parsed.entry !== 'string')
      return undefined;
    // Only a build whose pinned entry is there: while a remote is being rebuilt (its dist
    // emptied first) the page is left to the browser rather than pinned to missing files.
    return typeof parsed.entryFile === 'string' && build.etag(parsed.entryFile) !== undefined
      ? parsed
      : undefined;
  }

  /**
   * The versions of every build file a page of `remote` is composed from (index.html, the
   * shell's and the remote's prerender.json and route-head.json, the deployed version): part
   * of the cache key.
   */
  versionKey(remote: RemoteName | undefined): string {
    const build = remote ? this.builds.get(remote) : undefined;
    return [
      this.shell.get('index.html')?.etag,
      this.shell.get('prerender.json')?.etag,
      build?.version,
      build?.etag('prerender.json'),
      build?.etag('route-head.json'),
      build?.etag('mf-manifest.json'),
    ].join('|');
  }

  /** Route head data published by every remote; a remote without it just gets the default head. */
  routeHeads(): RouteHeads {
    const heads: RouteHeads = {};
    for (const build of this.builds.values()) {
      const published = build.json('route-head.json');
      if (published && typeof published === 'object') Object.assign(heads, published as RouteHeads);
    }
    return heads;
  }
}
