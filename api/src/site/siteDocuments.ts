import { join } from 'node:path';
import type { RouteHeads } from './routeHead.ts';
import { StaticFolder } from './staticFiles.ts';

export const remoteNames = ['marketing', 'forms', 'upload'] as const;

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

  /** Paths the shell routes (from its build); unknown paths get the not-found screen with a 404. */
  sitePaths(): readonly string[] {
    const file = this.shell.get('site-routes.json');
    if (!file) return [];
    try {
      return JSON.parse(file.body.toString('utf8')) as string[];
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
