import { type SiteAddressSettings, siteOriginFor } from '@pod/site-server/allowedHosts';
import type { MiddlewareHandler } from 'hono';
import { ApiError, sendError } from '../errors/apiError.ts';

/**
 * The API answers the Hosts the pages answer (PUBLIC_SITE_URL, else ALLOWED_HOSTS and this
 * machine's own names) and 421 to any other. Without PUBLIC_SITE_URL the same-origin check
 * compares Origin with Host, so a DNS-rebinding name (Host and Origin both the attacker's)
 * would pass it: here that name is refused before any route runs.
 */
export function allowedHostOnly(address: SiteAddressSettings): MiddlewareHandler {
  return async (c, next) => {
    if (siteOriginFor(address, c) !== null) return next();
    return sendError(c, new ApiError(421, 'unknown_host', 'This server does not answer for that host.'));
  };
}
