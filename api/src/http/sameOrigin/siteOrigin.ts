import type { Context } from 'hono';

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined; // "null" and other non-URLs
  }
}

/** True when `origin` is the site's own: one of PUBLIC_SITE_URL's, or, without it, the request's Host. */
export function isSiteOrigin(c: Context, origin: string, allowed: readonly string[]): boolean {
  if (allowed.length > 0) return allowed.includes(origin);
  const requestHost = (c.req.header('Host') ?? new URL(c.req.url).host).toLowerCase();
  return hostOf(origin) === requestHost;
}
