import type { MiddlewareHandler } from 'hono';
import { ApiError, sendError } from '../errors/apiError.ts';
import { foreignReferer } from './foreignReferer.ts';
import { isSiteOrigin } from './siteOrigin.ts';

export { isSiteOrigin } from './siteOrigin.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing API requests must come from the site's own origin. Browsers
 * always send Origin on fetch POST/PUT; a request with a foreign Origin (or
 * Sec-Fetch-Site: cross-site) is refused. A request with neither is judged by its
 * Referer (an old browser's form post sends only that): another site's is refused. Clients
 * that send none of the three (curl, the benchmarks) are not browsers and cannot be used
 * for CSRF.
 *
 * With PUBLIC_SITE_URL set (one origin, or several separated by commas) the Origin
 * must be one of them exactly. Without it, the Origin's host must be the Host the
 * request was sent to: behind a TLS-terminating proxy the server sees http while
 * the browser says https, and that must not turn every visitor away.
 *
 * Why not hono/csrf: it checks only form and text/plain bodies and lets a request through when
 * either its Origin or its Sec-Fetch-Site passes; this refuses any method but GET/HEAD/OPTIONS
 * when either one is foreign, whatever the body, and compares hosts behind a TLS proxy.
 */
export function sameOriginOnly(allowed: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header('Origin');
    const fetchSite = c.req.header('Sec-Fetch-Site');
    const foreign =
      fetchSite === 'cross-site' ||
      (origin !== undefined && !isSiteOrigin(c, origin, allowed)) ||
      (origin === undefined && fetchSite === undefined && foreignReferer(c, allowed));
    if (foreign) {
      return sendError(c, new ApiError(403, 'forbidden_origin', 'Requests must come from this site.'));
    }
    return next();
  };
}
