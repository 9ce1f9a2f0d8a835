import type { Context } from 'hono';

/** ALLOWED_HOSTS: comma-separated host names (optionally with :port), compared lower-case. */
export function parseAllowedHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
    .map((host) => {
      if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(host))
        throw new Error(`Invalid ALLOWED_HOSTS entry: ${host} (a host name, e.g. www.example.com)`);
      return host;
    });
}

/** A listed host matches exactly, or by name alone when the entry has no port. */
export function isAllowedHost(allowed: readonly string[] | 'any', host: string): boolean {
  if (allowed === 'any') return true;
  const wanted = host.toLowerCase();
  const name = wanted.replace(/:\d+$/, '');
  return allowed.some((entry) => entry === wanted || (!/:\d+$/.test(entry) && entry === name));
}

/** The parts of the core configuration that decide which origin a page may print. */
export interface SiteAddressSettings {
  /** PUBLIC_SITE_URL's origins, the canonical one first; empty when unset. */
  siteOrigins: readonly string[];
  allowedHosts: readonly string[] | 'any';
  https: boolean;
}

/**
 * The origin pages may print for this request (canonical URL, og:url, JSON-LD,
 * robots.txt, sitemap.xml): PUBLIC_SITE_URL's first origin when set, else the request's
 * own origin if its Host is allowed, else null (the caller answers 421 and prints nothing).
 */
export function siteOriginFor(config: SiteAddressSettings, c: Context): string | null {
  const canonical = config.siteOrigins[0];
  if (canonical) return canonical;
  const url = new URL(c.req.url);
  const host = c.req.header('Host') ?? url.host;
  if (!isAllowedHost(config.allowedHosts, host)) return null;
  // Behind TLS termination the server sees http; HTTPS=true says what the visitor used.
  const protocol = config.https ? 'https:' : url.protocol;
  return `${protocol}//${host.toLowerCase()}`;
}
