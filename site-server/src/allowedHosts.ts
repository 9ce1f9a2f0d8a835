import { hostname, networkInterfaces } from 'node:os';
import type { Context } from 'hono';

/** A Host header split into its lower-case name and port ("" when it has none); null when malformed. */
export function splitHost(host: string): { name: string; port: string } | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(?::(\d{1,5}))?$/.exec(host.trim().toLowerCase());
  if (!match?.[1]) return null;
  return { name: match[1], port: match[2] ?? '' };
}

/**
 * The names this machine answers to by itself: loopback, its host name and its interfaces'
 * addresses. Allowed without ALLOWED_HOSTS, so `npm start` works when reached through its own
 * address. The set is fixed when the server starts, so the origins pages print (and the keys
 * of the composed-page cache) are few whatever Host a visitor sends. Not *.localhost: that is
 * any number of names a visitor can choose (each one another canonical URL, another cache
 * miss and another compression); a developer who wants one lists it in ALLOWED_HOSTS.
 */
function ownNames(): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '[::1]', hostname().toLowerCase()]);
  for (const addresses of Object.values(networkInterfaces()))
    for (const address of addresses ?? [])
      names.add(address.family === 'IPv6' ? `[${address.address.toLowerCase()}]` : address.address);
  return names;
}
let ownNamesCache: Set<string> | undefined;
function isOwnName(name: string): boolean {
  ownNamesCache ??= ownNames();
  return ownNamesCache.has(name);
}

/**
 * Whether pages may be printed for this Host: a listed entry with a port matches exactly, one
 * without a port matches the name on any port; this machine's own names are always allowed.
 */
export function isAllowedHost(allowed: readonly string[] | 'any', host: string): boolean {
  if (allowed === 'any') return true;
  const parts = splitHost(host);
  if (!parts) return false;
  const wanted = parts.port ? `${parts.name}:${parts.port}` : parts.name;
  return allowed.includes(wanted) || allowed.includes(parts.name) || isOwnName(parts.name);
}

/** The parts of the core configuration that decide which origin a page may print. */
export interface SiteAddressSettings {
  /** PUBLIC_SITE_URL's origins, the canonical one first; empty when unset. */
  siteOrigins: readonly string[];
  /** ALLOWED_HOSTS ([] when unset: this machine's own names only); 'any' only in tests. */
  allowedHosts: readonly string[] | 'any';
  https: boolean;
  /** The port the server listens on: the port printed for this machine's own names. */
  port: number;
}

/**
 * The origin pages may print for this request (canonical URL, og:url, JSON-LD, robots.txt,
 * sitemap.xml; and the key of the composed-page cache): PUBLIC_SITE_URL's first origin when
 * set, else one origin per allowed host name, else null (the caller answers 421 and prints
 * nothing). The port a visitor writes never reaches a page: an ALLOWED_HOSTS entry with a
 * port prints that port, one without prints none, and this machine's own names print the
 * port the server listens on. So every port of one name shares one cached page.
 */
export function siteOriginFor(config: SiteAddressSettings, c: Context): string | null {
  const canonical = config.siteOrigins[0];
  if (canonical) return canonical;
  const host = c.req.header('Host') ?? new URL(c.req.url).host;
  // Behind TLS termination the server sees http; HTTPS=true says what the visitor used.
  const protocol = config.https || c.req.url.startsWith('https:') ? 'https:' : 'http:';
  // Every request asks, and visitors send a handful of Hosts: each answer is worked out once.
  let answers = originsBySettings.get(config);
  if (!answers) {
    answers = new Map();
    originsBySettings.set(config, answers);
  }
  const asked = `${protocol}//${host}`;
  let origin = answers.get(asked);
  if (origin === undefined) {
    origin = originFor(config, protocol, host);
    if (answers.size >= KEPT_HOSTS) answers.clear();
    answers.set(asked, origin);
  }
  return origin;
}

const originsBySettings = new WeakMap<SiteAddressSettings, Map<string, string | null>>();
/** Any Host may be sent; a flood of made-up ones only empties the answers kept. */
const KEPT_HOSTS = 64;

function originFor(config: SiteAddressSettings, protocol: string, host: string): string | null {
  const parts = splitHost(host);
  if (!parts || !isAllowedHost(config.allowedHosts, host)) return null;
  const withPort = parts.port ? `${parts.name}:${parts.port}` : parts.name;
  if (config.allowedHosts === 'any') return `${protocol}//${withPort}`;
  if (parts.port && config.allowedHosts.includes(withPort)) return `${protocol}//${withPort}`;
  if (config.allowedHosts.includes(parts.name)) return `${protocol}//${parts.name}`;
  const ownPort = config.port > 0 ? String(config.port) : parts.port;
  return `${protocol}//${parts.name}${ownPort ? `:${ownPort}` : ''}`;
}
