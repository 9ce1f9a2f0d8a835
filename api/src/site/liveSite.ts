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
    const parsed = this.builds.get(remote)?.json('prerender.json') as RemotePrerender | undefined;
    return parsed?.kind === 'remote' && parsed.pages && typeof parsed.entry === 'string' ? parsed : undefined;
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
