import { escapeHtml } from './routeHead.ts';
import type { SiteDocuments, SiteRoute } from './siteDocuments.ts';

/**
 * <link rel="preload"> tags for one route, so the browser fetches the remote's manifest,
 * its remoteEntry.js and the page's own chunks in parallel with the shell's bootstrap
 * instead of one after another (LCP on slow phones). Everything comes from the build
 * output on disk, so a redeployed remote is picked up.
 */
export function preloadHints(docs: SiteDocuments, route: SiteRoute): string[] {
  const tags: string[] = [];
  const script = (href: string) => tags.push(`<link rel="preload" as="script" href="${escapeHtml(href)}" />`);

  // The shell's own chunks are found early by its entry script; preloading them as
  // well only competes with that entry for bandwidth (measured: FCP got worse).
  const manifest = docs.manifest(route.remote);
  if (!manifest) return tags;
  const publicPath = manifest.metaData?.publicPath ?? `/remotes/${route.remote}/`;
  const base = `/remotes/${route.remote}/`;
  // The federation runtime fetch()es the manifest (CORS mode, same-origin credentials).
  tags.push(`<link rel="preload" as="fetch" crossorigin href="${base}mf-manifest.json" />`);
  const entry = manifest.metaData?.remoteEntry;
  script(`${publicPath}${entry?.path ? `${entry.path}/` : ''}${entry?.name ?? 'remoteEntry.js'}`);
  const exposed = manifest.exposes?.find((item) => item.path === route.module);
  for (const file of exposed?.assets?.js?.sync ?? []) script(`${publicPath}${file}`);
  return tags;
}

/** Preload tags for the scripts of a composed page: its pinned remote entry and page chunks. */
export function scriptPreloads(urls: readonly string[]): string[] {
  return urls.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}" />`);
}
