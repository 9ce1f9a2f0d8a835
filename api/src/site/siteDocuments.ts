import { join } from 'node:path';
import type { ShellPrerender } from '@pod/shared-ui/prerenderTypes';
import type { DeployStore } from './deploys/deployStore.ts';
import { FolderStore } from './deploys/folderStore.ts';
import { RemoteSource } from './deploys/remoteSource.ts';
import { LiveSite } from './liveSite.ts';
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

/**
 * The built apps: the shell from its dist/ folder at /, each remote at /remotes/<name>/ from
 * the version its live pointer names in the deploy target (default: the site root itself),
 * else from its dist/ folder.
 */
export class SiteDocuments {
  readonly shell: StaticFolder;
  private readonly remotes: Map<string, RemoteSource>;

  constructor(siteRoot: string, deploys: DeployStore = new FolderStore(siteRoot)) {
    this.shell = new StaticFolder(join(siteRoot, 'shell', 'dist'));
    this.remotes = new Map(
      remoteNames.map((name) => [
        name,
        new RemoteSource(name, new StaticFolder(join(siteRoot, 'remotes', name, 'dist')), deploys),
      ]),
    );
  }

  remote(name: string): RemoteSource | undefined {
    return this.remotes.get(name);
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

  /** The shell's build-time layouts (dist/prerender.json), if it was built with them. */
  shellPrerender(): ShellPrerender | undefined {
    const parsed = this.shell.json('prerender.json') as ShellPrerender | undefined;
    return parsed?.kind === 'shell' && parsed.layouts && parsed.notFound ? parsed : undefined;
  }

  /** Every remote's live build, resolved once per request, so a page is composed from one version. */
  async live(): Promise<LiveSite> {
    const builds = await Promise.all(
      remoteNames.map(async (name) => [name, await (this.remotes.get(name) as RemoteSource).live()] as const),
    );
    return new LiveSite(this.shell, new Map(builds));
  }
}
