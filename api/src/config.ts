import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  /** True behind TLS: turns on HSTS and Secure cookies. */
  https: boolean;
  /** Behind a reverse proxy: per-client limits key on X-Forwarded-For (TRUST_PROXY=true). */
  trustProxy: boolean;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${value}`);
  return port;
}

export function loadCoreConfig(env: NodeJS.ProcessEnv = process.env): CoreConfig {
  const dataDir = env.DATA_DIR || './data';
  const publicOrigin = env.PUBLIC_SITE_URL?.replace(/\/$/, '') || undefined;
  return {
    port: parsePort(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    dataDir: isAbsolute(dataDir) ? dataDir : join(process.cwd(), dataDir),
    siteRoot: env.SITE_ROOT ? resolve(env.SITE_ROOT) : repoRoot,
    publicOrigin,
    https: env.HTTPS === 'true' || publicOrigin?.startsWith('https://') === true,
    trustProxy: env.TRUST_PROXY === 'true',
  };
}
