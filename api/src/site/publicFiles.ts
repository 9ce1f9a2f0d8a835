// Build folders hold more than browsers need: build data the server reads (prerender.json,
// route heads, the route list), federation stats, and each remote's standalone dev page.
// Only what a page loads is served; the rest answers 404 like any missing file.
const PRIVATE_FILES = new Set([
  'index.html',
  'mf-stats.json',
  'prerender.json',
  'route-head.json',
  'site-routes.json',
]);

/** `relativePath`: the URL path below the mount point, e.g. "static/js/a.js" or "mf-stats.json". */
export function isPublicBuildFile(relativePath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return false;
  }
  const name = decoded.replace(/^\/+/, '');
  return !PRIVATE_FILES.has(name) && !name.endsWith('.map');
}
