// Hashed build output never changes under the same name: cache it for a year.
// Everything else (HTML, mf-manifest.json, remoteEntry.js, favicon.svg) is
// revalidated on every load, so a redeployed remote shows up at once.
const HASHED = /\/static\/.+\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** A content-hashed build file (under any static/ folder, e.g. the shell's vitals-build/static/). */
export function isHashedBuildFile(urlPath: string): boolean {
  return HASHED.test(urlPath.startsWith('/') ? urlPath : `/${urlPath}`);
}

export function cacheControlFor(urlPath: string): string {
  return isHashedBuildFile(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
