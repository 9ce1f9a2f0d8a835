import { escapeHtml } from '@pod/contracts/escapeHtml';
import type { LiveRoute, LiveSite } from './liveSite.ts';

/**
 * <link rel="preload"> tags for a route whose remote has no prerender output (built before
 * prerendering existed): its remoteEntry.js and the page's own chunks, fetched in parallel
 * with the shell's bootstrap. Read from the build output on disk, so a redeploy is picked up.
 */
export function preloadHints(live: LiveSite, route: LiveRoute): string[] {
  const manifest = live.manifest(route.remote);
  if (!manifest) return [];
  const publicPath = manifest.metaData?.publicPath ?? `/remotes/${route.remote}/`;
  const entry = manifest.metaData?.remoteEntry;
  const exposed = manifest.exposes?.find((item) => item.path === route.module);
  return scriptPreloads([
    `${publicPath}${entry?.path ? `${entry.path}/` : ''}${entry?.name ?? 'remoteEntry.js'}`,
    ...(exposed?.assets?.js?.sync ?? []).map((file) => `${publicPath}${file}`),
  ]);
}

/** Preload tags for the scripts of a composed page: its pinned remote entry and page chunks. */
export function scriptPreloads(urls: readonly string[]): string[] {
  return urls.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}" />`);
}
