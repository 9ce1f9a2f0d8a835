import { siteConfig } from '@pod/contracts/siteConfig';
import type { RemotePrerender } from '@pod/deploy-format/prerender';
import { breadcrumbJsonLd } from './breadcrumbs.ts';
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

/** The not-found page's head: its heading as title, and kept out of search results. */
const notFoundHead: RouteHead = { title: '404 Page Not Found', robots: 'noindex' };

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
  const headOf = (each: string) => {
    const owner = live.route(each);
    return owner ? live.head(owner) : undefined;
  };
  // The home page's card stands for the site on a page whose own head names none.
  const home = headOf('/');
  const card = home?.ogImage ? { image: home.ogImage, alt: home.ogImageAlt } : undefined;
  // A composed page is readable without its scripts, so they are not preloaded: measured
  // with Lighthouse, script preloads started before first paint pushed LCP back. A page left
  // to the browser (no prerender) needs its code at once, so it keeps the preloads.
  const hints = !page.prerendered && route ? preloadHints(live, route) : [];
  const siteName = siteConfig.brandName;
  if (!route) {
    // Nothing at this address to index or to name as canonical.
    return renderHead(page.html, notFoundHead, { origin, siteName, card, extraTags: hints });
  }
  const breadcrumb = breadcrumbJsonLd(path, headOf);
  return renderHead(page.html, head, {
    canonicalUrl: canonical,
    origin,
    siteName,
    card,
    jsonLd: breadcrumb ? [breadcrumb] : [],
    extraTags: hints,
  });
}
