import { join } from 'node:path';
import type { RemotePrerender, ShellPrerender } from '@pod/shared-ui/prerenderTypes';
import type { RouteHeads } from './routeHead.ts';
import { StaticFolder } from './staticFiles.ts';

export const remoteNames = ['marketing', 'forms', 'upload'] as const;
export type RemoteName = (typeof remoteNames)[number];

export interface SiteRoute {
  path: string;
  remote: RemoteName;
  /** Exposed module, e.g. "./Home". */
  module: string;
}

/** The parts of mf-manifest.json the server reads. */
export interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; name?: string; assets?: { js?: { sync?: string[] } } }[];
}

function isSiteRoute(value: unknown): value is SiteRoute {
  if (typeof value !== 'object' || value === null) return false;
  const route = value as Record<string, unknown>;
  return (
    typeof route.path === 'string' &&
    typeof route.module === 'string' &&
    remoteNames.includes(route.remote as RemoteName)
  );
}

/** The built apps on disk: the shell at /, each remote at /remotes/<name>/. */
export class SiteDocuments {
  readonly shell: StaticFolder;
  readonly remotes: Map<string, StaticFolder>;

  constructor(siteRoot: string) {
    this.shell = new StaticFolder(join(siteRoot, 'shell', 'dist'));
    this.remotes = new Map(
      remoteNames.map((name) => [name, new StaticFolder(join(siteRoot, 'remotes', name, 'dist'))]),
    );
  }

  indexHtml(): string | undefined {
    return this.shell.get('index.html')?.body.toString('utf8');
  }

  /** Routes the shell knows (from its build); unknown paths get the not-found screen with a 404. */
  siteRoutes(): readonly SiteRoute[] {
    const parsed = this.shell.json('site-routes.json');
    return Array.isArray(parsed) ? parsed.filter(isSiteRoute) : [];
  }

  sitePaths(): readonly string[] {
    return this.siteRoutes().map((route) => route.path);
  }

  /** A remote's federation manifest (mf-manifest.json), if built. */
  manifest(remote: RemoteName): FederationManifest | undefined {
    return this.remotes.get(remote)?.json('mf-manifest.json') as FederationManifest | undefined;
  }

  /** The shell's build-time layouts (dist/prerender.json), if it was built with them. */
  shellPrerender(): ShellPrerender | undefined {
    const parsed = this.shell.json('prerender.json') as ShellPrerender | undefined;
    return parsed?.kind === 'shell' && parsed.layouts && parsed.notFound ? parsed : undefined;
  }

  /** A remote's build-time pages (dist/prerender.json), if it was built with them. */
  remotePrerender(remote: RemoteName): RemotePrerender | undefined {
    const folder = this.remotes.get(remote);
    const parsed = folder?.json('prerender.json') as RemotePrerender | undefined;
    if (!folder || parsed?.kind !== 'remote' || !parsed.pages || typeof parsed.entry !== 'string')
      return undefined;
    // Only a build whose pinned entry is on disk: while a remote is being rebuilt (its dist
    // emptied first) the page is left to the browser rather than pinned to missing files.
    return typeof parsed.entryFile === 'string' && folder.get(parsed.entryFile) ? parsed : undefined;
  }

  /**
   * The versions of every build file a page of `remote` is composed from (index.html, the
   * shell's and the remote's prerender.json and route-head.json): part of the cache key.
   */
  versionKey(remote: RemoteName | undefined): string {
    const folder = remote ? this.remotes.get(remote) : undefined;
    return [
      this.shell.get('index.html')?.etag,
      this.shell.get('prerender.json')?.etag,
      folder?.get('prerender.json')?.etag,
      folder?.get('route-head.json')?.etag,
      folder?.get('mf-manifest.json')?.etag,
    ].join('|');
  }

  /** Route head data published by every remote; a remote without it just gets the default head. */
  routeHeads(): RouteHeads {
    const heads: RouteHeads = {};
    for (const folder of this.remotes.values()) {
      const published = folder.json('route-head.json');
      if (published && typeof published === 'object') Object.assign(heads, published as RouteHeads);
    }
    return heads;
  }
}
