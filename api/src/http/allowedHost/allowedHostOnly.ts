import { type SiteAddressSettings, siteOriginFor } from '@pod/site-server/allowedHosts';
import type { MiddlewareHandler } from 'hono';
import { ApiError, sendError } from '../errors/apiError.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

const unknownHost = () => new ApiError(421, 'unknown_host', 'This server does not answer for that host.');

/**
 * The API answers the Hosts the pages answer (PUBLIC_SITE_URL, else ALLOWED_HOSTS and this
 * machine's own names) and 421 to any other. Without PUBLIC_SITE_URL the same-origin check
 * compares Origin with Host, so a DNS-rebinding name (Host and Origin both the attacker's)
 * would pass it: here that name is refused before any route runs.
 */
export function allowedHostOnly(address: SiteAddressSettings): MiddlewareHandler {
  return async (c, next) => {
    if (siteOriginFor(address, c) !== null) return next();
    return sendError(c, unknownHost());
  };
}

/**
 * The same refusal for every request that writes, on any path (the HTML form posts as much as
 * /api): a rebinding page's post is answered 421 before its body is read, a password checked or
 * a message stored. Reads outside /api are the pages', which answer 421 themselves.
 */
export function allowedHostWritesOnly(address: SiteAddressSettings): MiddlewareHandler {
  const check = allowedHostOnly(address);
  return async (c, next) => (SAFE.has(c.req.method) ? next() : check(c, next));
}
