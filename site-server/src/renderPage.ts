import { siteConfig } from '@pod/contracts/siteConfig';
import type { RemotePrerender } from '@pod/deploy-format/prerender';
import { composePage } from './composePage.ts';
import type { LiveRoute, LiveSite } from './liveSite.ts';
import { preloadHints } from './preloadHints.ts';
import { type RouteHead, renderHead } from './routeHead.ts';

export interface PageToRender {
  /** The live builds this request reads, and the shell's index.html among them. */
  live: LiveSite;
  indexHtml: string;
  /** The path asked for, without a trailing slash. */
  path: string;
  /** The live route at `path`; undefined for the not-found page. */
  route: LiveRoute | undefined;
  /** The prerender of the remote that owns the route. */
  prerender: RemotePrerender | undefined;
  head: RouteHead | undefined;
  /** The origin the page prints (canonical URL, og:url, JSON-LD). */
  origin: string;
}

/** A page's HTML for everyone: composed body and boot data, then its head for this origin. */
export function renderPage({ live, indexHtml, path, route, prerender, head, origin }: PageToRender): string {
  const page = composePage({
    indexHtml,
    path,
    shell: live.shellPrerender(),
    remote: prerender,
    known: route !== undefined,
    // isolate: the browser never shows a staff page in place (its opener policy is the server's).
    routes: live.routeTable().map((each) => ({
      path: each.path,
      remote: each.remote,
      module: each.module,
      ...(live.head(each)?.isolate ? { isolate: true } : {}),
    })),
    remotes: live.remoteEntries(),
  });
  const canonical = `${origin}${path === '/' ? '/' : path}`;
  // A composed page is readable without its scripts, so they are not preloaded: measured
  // with Lighthouse, script preloads started before first paint pushed LCP back. A page left
  // to the browser (no prerender) needs its code at once, so it keeps the preloads.
  const hints = !page.prerendered && route ? preloadHints(live, route) : [];
  return renderHead(page.html, head, canonical, siteConfig.brandName, hints);
}
