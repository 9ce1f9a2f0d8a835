import type { Context } from 'hono';
import { foreignReferer } from './foreignReferer.ts';
import { isSiteOrigin } from './siteOrigin.ts';

/**
 * True when a form post did not come from a page of this site, so nothing may be done with it.
 * A browser's form post carries Origin (`null` from a sandboxed frame, a data: page or a
 * privacy setting: refused, as it cannot be told from another site) and, in current browsers,
 * Sec-Fetch-Site, which must say same-origin (not same-site: a sibling subdomain is another
 * site's page). An old browser sends neither, only Referer: another site's is refused. A post
 * with none of the three is not from a browser (curl, a test) and cannot carry a visitor's
 * cookies across sites, so it is let through, as for the JSON API.
 */
export function crossSitePost(c: Context, allowed: readonly string[]): boolean {
  const origin = c.req.header('Origin');
  const fetchSite = c.req.header('Sec-Fetch-Site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return true;
  if (origin === undefined && fetchSite === undefined) return foreignReferer(c, allowed);
  return origin !== undefined && !isSiteOrigin(c, origin, allowed);
}
