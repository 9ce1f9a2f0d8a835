import { readdirSync } from 'node:fs';
import { join } from 'node:path';
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
    const file = this.shell.get('site-routes.json');
    if (!file) return [];
    try {
      const parsed = JSON.parse(file.body.toString('utf8')) as unknown;
      return Array.isArray(parsed) ? parsed.filter(isSiteRoute) : [];
    } catch {
      return [];
    }
  }

  sitePaths(): readonly string[] {
    return this.siteRoutes().map((route) => route.path);
  }

  /** A federation manifest (mf-manifest.json) of the shell or a remote, if built. */
  manifest(app: 'shell' | RemoteName): FederationManifest | undefined {
    const folder = app === 'shell' ? this.shell : this.remotes.get(app);
    const file = folder?.get('mf-manifest.json');
    if (!file) return undefined;
    try {
      return JSON.parse(file.body.toString('utf8')) as FederationManifest;
    } catch {
      return undefined;
    }
  }

  /** File names in one of the shell's folders, e.g. its async chunks. */
  shellFiles(relativeDir: string): string[] {
    try {
      return readdirSync(join(this.shell.root, relativeDir)).sort();
    } catch {
      return [];
    }
  }

  /** Route head data published by every remote; a remote without it just gets the default head. */
  routeHeads(): RouteHeads {
    const heads: RouteHeads = {};
    for (const folder of this.remotes.values()) {
      const file = folder.get('route-head.json');
      if (!file) continue;
      try {
        Object.assign(heads, JSON.parse(file.body.toString('utf8')) as RouteHeads);
      } catch {
        // a broken file from one remote must not take the site down
      }
    }
    return heads;
  }
}
