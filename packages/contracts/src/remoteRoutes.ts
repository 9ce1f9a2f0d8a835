// A remote's own list of the pages it serves. The remote's build derives its federation
// exposes, its prerendered pages and its route heads from this one list; the server builds
// the site's route table from the lists of the live remotes. The shell holds no list of pages.

/** The <head> the server sends for a route (title, description, og tags, JSON-LD…). */
export interface RouteHead {
  title: string;
  description?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogType?: string;
  ogImage?: string;
  /** The og:image's text alternative (og:image:alt, twitter:image:alt): what the card shows. */
  ogImageAlt?: string;
  /**
   * Structured data, rendered as <script type="application/ld+json"> (a data block, not script);
   * a list is written as one script per item.
   */
  jsonLd?: unknown;
  /** e.g. "noindex" for staff pages: sent as <meta name="robots"> and X-Robots-Tag. */
  robots?: string;
  /**
   * A page for signed-in staff: sent with Cross-Origin-Opener-Policy: same-origin, so no
   * window of another site that opened it keeps a handle on it (see docs/performance.md,
   * "Cross-Origin-Opener-Policy", for why public pages go without).
   */
  isolate?: boolean;
  /** Paths to preload, e.g. the LCP image. */
  preloadImages?: { href: string; type?: string; imageSrcset?: string; imageSizes?: string }[];
}

export type RouteHeads = Record<string, RouteHead>;

export interface RemoteRoute {
  /** The site path, e.g. "/contact". Exact match, case-sensitive. */
  path: string;
  /** The page component: `src/pages/<page>.tsx`, default export, exposed as `./<page>`. */
  page: string;
  head: RouteHead;
  /** Listed in /sitemap.xml (staff pages are not). */
  sitemap: boolean;
}

/** What a remote's build publishes about each route (prerender.json), and the browser gets. */
export interface PublishedRoute {
  path: string;
  /** The exposed module, e.g. "./Contact". */
  module: string;
  sitemap: boolean;
}

// Paths are plain lower-case segments: no parameters, dots or encoded characters, so a path
// is also a safe key everywhere it travels (JSON, HTML attributes, file names of nothing).
const ROUTE_PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;
const PAGE_NAME = /^[A-Z][A-Za-z0-9]{0,63}$/;

/** A remote's name: its federation container name (a JavaScript identifier) and URL segment. */
const REMOTE_NAME = /^[a-z][a-z0-9]{0,30}$/;

/**
 * Lower-case words a container name must not be: the language's reserved words, and names the
 * browser's global scope or every object already has (a container registers under its name, and
 * names index plain objects), so `constructor` or `window` would find something that is not it.
 */
const TAKEN_NAMES = new Set([
  ...'await break case catch class const continue debugger default delete do else enum export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield'.split(
    ' ',
  ),
  ...'arguments eval undefined nan infinity globalthis'.split(' '),
  ...'window self top parent frames opener name length location history document navigator origin closed status screen event external crypto performance caches console'.split(
    ' ',
  ),
  ...Object.getOwnPropertyNames(Object.prototype).filter((name) => REMOTE_NAME.test(name)),
  'shell',
]);

export const isRemoteName = (value: unknown): value is string =>
  typeof value === 'string' && REMOTE_NAME.test(value) && !TAKEN_NAMES.has(value);

export const isRoutePath = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 200 && ROUTE_PATH.test(value);

export const isPageName = (value: unknown): value is string =>
  typeof value === 'string' && PAGE_NAME.test(value);

export const exposedModule = (page: string): string => `./${page}`;

/** The file a page lives in, relative to the remote's folder (its federation expose). */
export const pageSource = (page: string): string => `./src/pages/${page}.tsx`;

/** Checks a remote's list where it is written, so a mistake fails the build, not a request. */
export function defineRoutes<const T extends readonly RemoteRoute[]>(routes: T): T {
  const seen = new Set<string>();
  for (const route of routes) {
    if (!isRoutePath(route.path))
      throw new Error(`route path "${route.path}" is not a plain lower-case path`);
    if (!isPageName(route.page)) throw new Error(`page "${route.page}" must be a PascalCase file name`);
    if (seen.has(route.path)) throw new Error(`route ${route.path} is listed twice`);
    if (!route.head?.title) throw new Error(`route ${route.path} has no head title`);
    seen.add(route.path);
  }
  return routes;
}

export const publishedRoutes = (routes: readonly RemoteRoute[]): PublishedRoute[] =>
  routes.map((route) => ({ path: route.path, module: exposedModule(route.page), sitemap: route.sitemap }));
