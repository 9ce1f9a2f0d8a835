import type { MiddlewareHandler } from 'hono';
import { ApiError, sendError } from './apiError.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing API requests must come from the site's own origin. Browsers
 * always send Origin on fetch POST/PUT; a request with a foreign Origin (or
 * Sec-Fetch-Site: cross-site) is refused. Clients that send neither (curl, the
 * benchmarks) are not browsers and cannot be used for CSRF.
 */
export function sameOriginOnly(publicOrigin: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header('Origin');
    const allowed = publicOrigin ?? new URL(c.req.url).origin;
    const fetchSite = c.req.header('Sec-Fetch-Site');
    const foreign = (origin !== undefined && origin !== allowed) || fetchSite === 'cross-site';
    if (foreign) {
      return sendError(c, new ApiError(403, 'forbidden_origin', 'Requests must come from this site.'));
    }
    return next();
  };
}
