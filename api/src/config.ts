import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllowedHosts } from './http/allowedHosts.ts';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export interface CoreConfig {
  port: number;
  host: string;
  /** SQLite file and embedded object storage live here. */
  dataDir: string;
  /** Repo root: the shell's and remotes' dist folders are found under it. */
  siteRoot: string;
  /** Public origin(s) of the site, used for the same-origin check and canonical URLs. */
  publicOrigin: string | undefined;
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
   * Reverse proxies in front of the server whose X-Forwarded-For entries are trusted
   * (TRUST_PROXY=true means 1, a number means that many hops; 0: use the socket address).
   */
  trustProxyHops: number;
  /**
   * DATABASE_URL (postgres://user:pass@host:5432/db): PostgreSQL, shared by every instance.
   * Undefined: the embedded SQLite file in dataDir (one instance).
   */
  databaseUrl: string | undefined;
  /** METRICS_TOKEN: GET /metrics answers only to `Authorization: Bearer <it>`; unset: 404. */
  metricsToken?: string | undefined;
}

/** DATABASE_URL: empty for SQLite, or a postgres:// / postgresql:// URL. */
export function parseDatabaseUrl(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('Invalid DATABASE_URL (e.g. postgres://pod:secret@db.internal:5432/pod)');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    throw new Error(
      `Invalid DATABASE_URL: only postgres:// is supported (unset it for the embedded SQLite file)`,
    );
  return text;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${value}`);
  return port;
}

/** TRUST_PROXY: unset/false = 0 hops, true = 1 (the proxy right in front), or a hop count. */
export function parseTrustProxy(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === '0') return 0;
  if (text === 'true') return 1;
  const hops = Number(text);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10)
    throw new Error(`Invalid TRUST_PROXY: ${value} (true, false, or a number of proxy hops 0-10)`);
  return hops;
}

function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean)
    .map((origin) => {
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        throw new Error(`Invalid PUBLIC_SITE_URL entry: ${origin} (e.g. https://www.example.com)`);
      }
      if (url.origin === 'null' || url.pathname !== '/' || url.search || url.hash)
        throw new Error(`Invalid PUBLIC_SITE_URL entry: ${origin} (an origin only: scheme://host[:port])`);
      return url.origin;
    });
}

export function loadCoreConfig(env: NodeJS.ProcessEnv = process.env): CoreConfig {
  const dataDir = env.DATA_DIR || './data';
  const siteOrigins = parseOrigins(env.PUBLIC_SITE_URL);
  const publicOrigin = siteOrigins.length > 0 ? siteOrigins.join(',') : undefined;
  const listedHosts = parseAllowedHosts(env.ALLOWED_HOSTS);
  // Without a known public address a page would print whatever Host a visitor sent
  // (canonical URLs, og tags, sitemap): fine on a laptop, not on the internet.
  if (env.NODE_ENV === 'production' && siteOrigins.length === 0 && listedHosts.length === 0)
    throw new Error(
      'NODE_ENV=production needs PUBLIC_SITE_URL (e.g. https://www.example.com) or ALLOWED_HOSTS (e.g. www.example.com,example.com)',
    );
  return {
    port: parsePort(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    dataDir: isAbsolute(dataDir) ? dataDir : join(process.cwd(), dataDir),
    siteRoot: env.SITE_ROOT ? resolve(env.SITE_ROOT) : repoRoot,
    publicOrigin,
    siteOrigins,
    allowedHosts: listedHosts,
    https: env.HTTPS === 'true' || siteOrigins[0]?.startsWith('https://') === true,
    trustProxyHops: parseTrustProxy(env.TRUST_PROXY),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
  };
}
