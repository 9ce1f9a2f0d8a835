import { posix } from 'node:path';
import { decodeUrlPath } from './urlPath.ts';

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

/**
 * `relativePath`: the URL path below the mount point, e.g. "static/js/a.js" or "mf-stats.json".
 * The name is judged after decoding and resolving `.` and `..`, as the file is found: else
 * "static%2F..%2Fprerender.json" names a public folder but reads the private file.
 */
export function isPublicBuildFile(relativePath: string): boolean {
  const decoded = decodeUrlPath(relativePath);
  if (decoded === undefined) return false;
  const resolved = posix.normalize(`/${decoded}`);
  const name = resolved.replace(/^\/+/, '').replace(/\/+$/, '');
  return !PRIVATE_FILES.has(name) && !name.endsWith('.map');
}
