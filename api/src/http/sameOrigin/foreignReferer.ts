import type { Context } from 'hono';
import { isSiteOrigin } from './siteOrigin.ts';

/**
 * For a post that carries neither Origin nor Sec-Fetch-Site (an old browser sends only Referer
 * on a form post): true when its Referer names a page of another site, or is not a URL at all.
 * No Referer is not foreign: curl and the benchmarks send none and carry no visitor's cookies.
 */
export function foreignReferer(c: Context, allowed: readonly string[]): boolean {
  const referer = c.req.header('Referer');
  if (referer === undefined) return false;
  let origin: string;
  try {
    origin = new URL(referer).origin;
  } catch {
    return true;
  }
  return origin === 'null' || !isSiteOrigin(c, origin, allowed);
}
