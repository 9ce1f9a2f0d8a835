import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type InferType, number, object } from 'yup';
import { blank, list, parsed, text, trueOrFalse, whole } from './settingTypes.ts';
import { parseTrustProxy } from './trustProxySetting.ts';

/** PUBLIC_SITE_URL: comma list of origins, the canonical one first. */
export function parseOrigins(value: string | undefined): string[] {
  return list(value).map((origin) => {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new Error(`${origin} is not an origin (e.g. https://www.example.com)`);
    }
    if (url.origin === 'null' || url.pathname !== '/' || url.search || url.hash)
      throw new Error(`${origin}: an origin only: scheme://host[:port]`);
    return url.origin;
  });
}

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

export const coreSchema = object({
  PORT: whole(0, 65535),
  HOST: text(),
  DATA_DIR: text(),
  SITE_ROOT: text(),
  PUBLIC_SITE_URL: parsed(parseOrigins),
  ALLOWED_HOSTS: parsed(parseAllowedHosts),
  NODE_ENV: text(),
  HTTPS: trueOrFalse(),
  TRUST_PROXY: parsed(parseTrustProxy),
  SHUTDOWN_GRACE_SECONDS: number()
    .transform(blank)
    .typeError('0 or more seconds')
    .min(0, '0 or more seconds')
    .optional(),
  SERVE_SITE: trueOrFalse(),
});

export interface CoreConfig {
  port: number;
  host: string;
  /** SQLite file and embedded object storage live here. */
  dataDir: string;
  /** Repo root: the shell's and remotes' dist folders are found under it. */
  siteRoot: string;
  /**
   * PUBLIC_SITE_URL split into origins, the canonical one first. Empty when unset.
   * Pages must print siteOrigins[0] (never the Host header) when there is one.
   */
  siteOrigins: readonly string[];
  /**
   * Which Host names pages may be printed for when PUBLIC_SITE_URL is unset (ALLOWED_HOSTS,
   * lower-case, "host" or "host:port"), besides this machine's own names (loopback, its
   * addresses), which are always allowed. 'any' only in tests. Production refuses to start
   * without PUBLIC_SITE_URL or ALLOWED_HOSTS.
   */
  allowedHosts: readonly string[] | 'any';
  /** True behind TLS: turns on HSTS and Secure cookies. */
  https: boolean;
  /**
   * The reverse proxies in front of the server (TRUST_PROXY), as "address/prefix" ranges:
   * X-Forwarded-For is read only when the socket's peer is one of them. Empty: never read.
   */
  trustedProxies: readonly string[];
  /** NODE_ENV=production: the launch check's warnings at start. */
  production: boolean;
  /** Requests in flight get this long to finish after SIGTERM/SIGINT (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceMs: number;
  /** Serve the built site too (SERVE_SITE, default true); API tests and `pnpm dev` leave it off. */
  serveSite: boolean;
}

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** The core settings, checked. PUBLIC_SITE_URL and ALLOWED_HOSTS are parsed here, once. */
export function coreConfig(s: InferType<typeof coreSchema>): CoreConfig {
  const dataDir = s.DATA_DIR || './data';
  const siteOrigins = parseOrigins(s.PUBLIC_SITE_URL);
  return {
    port: s.PORT ?? 3000,
    host: s.HOST || '0.0.0.0',
    dataDir: isAbsolute(dataDir) ? dataDir : join(process.cwd(), dataDir),
    siteRoot: s.SITE_ROOT ? resolve(s.SITE_ROOT) : repoRoot,
    siteOrigins,
    allowedHosts: parseAllowedHosts(s.ALLOWED_HOSTS),
    https: s.HTTPS === 'true' || siteOrigins[0]?.startsWith('https://') === true,
    trustedProxies: parseTrustProxy(s.TRUST_PROXY),
    production: s.NODE_ENV === 'production',
    shutdownGraceMs: (s.SHUTDOWN_GRACE_SECONDS ?? 10) * 1000,
    serveSite: s.SERVE_SITE !== 'false',
  };
}
