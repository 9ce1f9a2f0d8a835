import { siteConfig } from '@pod/contracts/siteConfig';
import { THEME_COOKIE } from '@pod/contracts/themeChoice';
import { FolderStore } from '@pod/deploy-format/folderStore';
import type { DeployStore } from '@pod/deploy-format/store';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { siteOriginFor } from './allowedHosts.ts';
import { cacheControlFor } from './cachePolicy.ts';
import { type ComposedHtml, ComposedPages, compress } from './composedPages.ts';
import { composePage } from './composePage.ts';
import { robotsTxt, sitemapXml } from './crawlerFiles.ts';
import { noneMatchHits, weakTagOf } from './entityTags.ts';
import { fillLiveLists } from './fillLiveLists.ts';
import { inlineScriptHashes } from './inlineScriptHashes.ts';
import type { LiveSources } from './liveSources.ts';
import { type AppLiveVersion, liveVersionsOf } from './liveVersions.ts';
import { openerPolicy } from './openerPolicy.ts';
import { preloadHints } from './preloadHints.ts';
import { isPublicBuildFile } from './publicFiles.ts';
import { type RouteHead, renderHead } from './routeHead.ts';
import { SiteDocuments } from './siteDocuments.ts';
import type { SiteServerSettings } from './siteServerSettings.ts';
import { type CompressedBodies, compressBodies, type StaticFile } from './staticFiles.ts';
import { withThemeChoice } from './themeChoice.ts';

export type { SiteAddressSettings } from './allowedHosts.ts';
export type { LiveSources } from './liveSources.ts';
export type { AppLiveVersion } from './liveVersions.ts';
export type { SiteServerSettings } from './siteServerSettings.ts';

/** The best body the client accepts: brotli, else gzip, else plain (static files and composed pages). */
function pickEncoding(
  c: Context,
  file: { body: Buffer } & Partial<CompressedBodies>,
): { body: Buffer; encoding?: string } {
  const accept = c.req.header('Accept-Encoding') ?? '';
  if (file.brotli && /\bbr\b/.test(accept)) return { body: file.brotli, encoding: 'br' };
  if (file.gzip && /\bgzip\b/.test(accept)) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body };
}

async function sendFile(c: Context, file: StaticFile, urlPath: string): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': cacheControlFor(urlPath),
    ETag: file.etag,
    Vary: 'Accept-Encoding',
  };
  if (noneMatchHits(c.req.header('If-None-Match'), file.etag)) return c.body(null, 304, headers);
  const wantsCompressed = /\b(br|gzip)\b/.test(c.req.header('Accept-Encoding') ?? '');
  const compressed = file.compressed && wantsCompressed ? await file.compressed() : undefined;
  const { body, encoding } = pickEncoding(c, { body: file.body, ...compressed });
  if (encoding) headers['Content-Encoding'] = encoding;
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(body), 200, headers);
}

/** A page made for this request: its bytes and validator; compressed later, if sent. */
function withValidator(html: string): { body: Buffer; etag: string } {
  const body = Buffer.from(html);
  return { body, etag: weakTagOf(body) };
}

function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export interface SiteServer {
  routes: Hono;
  /** Undefined while the deploy target answers; else which apps could not be read, and why. */
  deployTargetProblems(): Record<string, string> | undefined;
  /** The live route table's paths (what a Web Vitals beacon may name). */
  routePaths(): Promise<ReadonlySet<string>>;
  /** The version of the shell and of every remote served now (a metric). */
  liveVersions(): Promise<AppLiveVersion[]>;
}

/** What the site server reads besides its settings: where apps are deployed, the lists pages show live. */
export interface SiteServerDeps {
  /** Where the shell and remotes are deployed (SITE_DEPLOY_TARGET); default: the site root as a folder. */
  deployTarget?: DeployStore;
  liveSources?: LiveSources;
  /** A live list could not be read (its page shows its "could not load" text). */
  onLiveListFailure?: (source: string, error: unknown) => void;
}

/**
 * Serves the built shell and remotes on one origin, with per-route HTML heads. Every app comes
 * from its live deployed version (SITE_DEPLOY_TARGET, default the site root) or its dist/; the
 * route table comes from the live remotes' own route lists.
 */
export function createSiteServer(
  settings: SiteServerSettings,
  {
    deployTarget = new FolderStore(settings.siteRoot),
    liveSources = {},
    onLiveListFailure = () => {},
  }: SiteServerDeps = {},
): SiteServer {
  const docs = new SiteDocuments(settings.siteRoot, deployTarget, settings.targetTimeoutMs);
  const composed = new ComposedPages();
  const site = new Hono();
  // Never the Host header as such: PUBLIC_SITE_URL, or an allowed host (ALLOWED_HOSTS).
  const originOf = (c: Context) => siteOriginFor(settings.address, c);
  const unknownHost = (c: Context) => c.text('Unknown host', 421);

  site.get('/robots.txt', (c) => {
    const origin = originOf(c);
    if (!origin) return unknownHost(c);
    return c.body(robotsTxt(origin), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  });
  site.get('/sitemap.xml', async (c) => {
    const origin = originOf(c);
    if (!origin) return unknownHost(c);
    const live = await docs.live();
    const paths = live
      .routeTable()
      .filter((route) => route.sitemap)
      .map((route) => route.path)
      .sort();
    return c.body(sitemapXml(origin, paths), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  });

  site.on(['GET', 'HEAD'], '/remotes/:name/*', async (c) => {
    const source = await docs.remote(c.req.param('name'));
    const prefix = `/remotes/${c.req.param('name')}/`;
    const relative = c.req.path.slice(prefix.length);
    const file = isPublicBuildFile(relative) ? await source?.asset(relative) : undefined;
    if (!file) return c.text('Not found', 404);
    return sendFile(c, file, c.req.path);
  });

  site.on(['GET', 'HEAD'], '*', async (c) => {
    const urlPath = c.req.path;
    const hasExtension = /\.[a-z0-9]{1,8}$/i.test(urlPath) && !urlPath.endsWith('.html');
    const relative = urlPath.slice(1);
    if (hasExtension && isPublicBuildFile(relative)) {
      const shell = docs.shellSource();
      const asset = await shell.asset(relative);
      if (asset) return sendFile(c, asset, urlPath);
    }
    // A path with a file extension that is not there is a missing asset, not a page.
    if (hasExtension) return c.text('Not found', 404);

    const live = await docs.live();
    const html = live.indexHtml();
    if (!html) return c.text('The site has not been built yet. Run `npm start`.', 503);
    const route = normalisePath(urlPath);
    const routes = live.routeTable();
    const siteRoute = live.route(route);
    const known = siteRoute !== undefined;
    // /FAQS or /Contact: send the visitor (and crawlers) to the one real address.
    const lower = route.toLowerCase();
    if (!known && live.route(lower)) {
      return c.redirect(`${lower}${new URL(c.req.url).search}`, 301);
    }
    const origin = originOf(c);
    if (!origin) return unknownHost(c);
    const prerender = siteRoute ? live.remotePrerender(siteRoute.remote) : undefined;
    const head: RouteHead | undefined = siteRoute ? live.head(siteRoute) : { title: '404 Page Not Found' };
    const render = (): string => {
      const page = composePage({
        indexHtml: html,
        path: route,
        shell: live.shellPrerender(),
        remote: prerender,
        known,
        // isolate: the browser never shows a staff page in place (its opener policy is the server's).
        routes: routes.map((each) => ({
          path: each.path,
          remote: each.remote,
          module: each.module,
          ...(live.head(each)?.isolate ? { isolate: true } : {}),
        })),
        remotes: live.remoteEntries(),
      });
      const canonical = `${origin}${route === '/' ? '/' : route}`;
      // A composed page is readable without its scripts, so they are not preloaded: measured
      // with Lighthouse, script preloads started before first paint pushed LCP back. A page left
      // to the browser (no prerender) needs its code at once, so it keeps the preloads.
      const hints = !page.prerendered && siteRoute ? preloadHints(live, siteRoute) : [];
      return renderHead(page.html, head, canonical, siteConfig.brandName, hints);
    };
    // Known routes are cached per build-file version; a 404 can be any path, so it is not.
    const composedPage: ComposedHtml = siteRoute
      ? await composed.get(() => `${route}|${origin}|${live.versionKey()}`, render)
      : await compress(render());
    // A page with live lists (the gallery) is filled at each request; its validator follows the
    // data, and it is compressed only when its body is sent (not for a 304 or a HEAD).
    const liveLists = prerender?.pages[route]?.liveLists;
    const filled =
      liveLists && liveLists.length > 0
        ? await fillLiveLists(composedPage.html, liveLists, liveSources, onLiveListFailure)
        : composedPage.html;
    // The visitor's theme choice goes onto <html> here, so no script reads it before first paint.
    const themed = withThemeChoice(filled, getCookie(c, THEME_COOKIE));
    const page: Pick<ComposedHtml, 'body' | 'etag'> & Partial<CompressedBodies> =
      themed === composedPage.html ? composedPage : withValidator(themed);
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding, Cookie',
    };
    if (head?.robots) headers['X-Robots-Tag'] = head.robots;
    const opener = openerPolicy(head);
    if (opener) headers['Cross-Origin-Opener-Policy'] = opener;
    // Only the shell's template may carry inline script (the theme script): a remote's HTML
    // never gets a hash of its own.
    c.set('inlineScriptHashes', inlineScriptHashes(html));
    const status = known ? 200 : 404;
    // A page the browser already holds (served no-cache, so it asks each time): a 304 costs the
    // round trip only, not the page's bytes again. A 404 can be any path and gets no validator.
    if (known) {
      headers.ETag = page.etag;
      if (noneMatchHits(c.req.header('If-None-Match'), page.etag)) return c.body(null, 304, headers);
    }
    if (c.req.method === 'HEAD') return c.body(null, status, headers);
    const sent =
      page.brotli || !/\b(br|gzip)\b/.test(c.req.header('Accept-Encoding') ?? '')
        ? page
        : { ...page, ...(await compressBodies(page.body, 'quick')) };
    const { body, encoding } = pickEncoding(c, sent);
    if (encoding) headers['Content-Encoding'] = encoding;
    return c.body(new Uint8Array(body), status, headers);
  });

  return {
    routes: site,
    deployTargetProblems: () => docs.health.problems(),
    routePaths: async () => new Set((await docs.live()).routeTable().map((route) => route.path)),
    liveVersions: async () => liveVersionsOf(await docs.live()),
  };
}
