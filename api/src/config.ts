import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { number, object, string, ValidationError } from 'yup';
import type { DatabaseSettings } from './db/serverDatabase.ts';
import { parseAllowedHosts } from './http/allowedHosts.ts';
import type { S3Settings } from './storage/s3Storage.ts';

// Every setting the server reads, by its environment name. Values stay text here; each test
// says what is allowed, so one failed start lists every bad value at once (abortEarly: false).
// appConfig.ts turns the checked text into the typed tree.

/** An unset or blank variable is "not set": its default applies. */
const blank = (value: unknown, original: unknown) =>
  typeof original === 'string' && original.trim() === '' ? undefined : value;

function whole(min: number, max: number) {
  const allowed = `a whole number from ${min} to ${max}`;
  return number()
    .transform(blank)
    .typeError(allowed)
    .integer(allowed)
    .min(min, allowed)
    .max(max, allowed)
    .optional();
}

function positive() {
  return number().transform(blank).typeError('a number above 0').positive('a number above 0').optional();
}

/** A text checked by a parser that throws with the reason (the same parser builds the value). */
function parsed(parse: (value: string) => unknown) {
  return string()
    .transform(blank)
    .optional()
    .test('parses', '', function check(value) {
      if (value === undefined) return true;
      try {
        parse(value);
        return true;
      } catch (error) {
        return this.createError({ message: error instanceof Error ? error.message : String(error) });
      }
    });
}

function oneOf(values: readonly string[]) {
  return string()
    .transform(blank)
    .optional()
    .oneOf([...values, undefined], `one of ${values.join(', ')}`);
}

/** PUBLIC_SITE_URL: comma list of origins, the canonical one first. */
export function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean)
    .map((origin) => {
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

/** TRUST_PROXY: unset/false = 0 hops, true = 1 (the proxy right in front), or a hop count. */
export function parseTrustProxy(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === '0') return 0;
  if (text === 'true') return 1;
  const hops = Number(text);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10)
    throw new Error('true, false, or a number of proxy hops 0-10');
  return hops;
}

function checkDatabaseUrl(value: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('a URL such as postgres://pod:secret@db.internal:5432/pod');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    throw new Error('only postgres:// is supported (unset it for the embedded SQLite file)');
}

function checkSmtpUrl(value: string): void {
  let protocol = '';
  try {
    protocol = new URL(value).protocol;
  } catch {
    throw new Error('expected smtp://user:pass@host:port or smtps://...');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    throw new Error('it must start with smtp:// or smtps://');
}

const trueOrFalse = () => oneOf(['true', 'false']);

export const settingsSchema = object({
  // core
  PORT: whole(0, 65535),
  HOST: string().trim().optional(),
  DATA_DIR: string().trim().optional(),
  SITE_ROOT: string().trim().optional(),
  PUBLIC_SITE_URL: parsed(parseOrigins),
  ALLOWED_HOSTS: parsed(parseAllowedHosts),
  NODE_ENV: string().trim().optional(),
  HTTPS: trueOrFalse(),
  TRUST_PROXY: parsed(parseTrustProxy),
  SHUTDOWN_GRACE_SECONDS: number()
    .transform(blank)
    .typeError('0 or more seconds')
    .min(0, '0 or more seconds')
    .optional(),
  SERVE_SITE: trueOrFalse(),
  // database
  DATABASE_URL: parsed(checkDatabaseUrl),
  PGPOOL_MAX: whole(1, 1000),
  DATABASE_TIMEOUT_MS: whole(1, 3_600_000),
  // storage
  S3_ENDPOINT: string().trim().optional(),
  S3_PUBLIC_ENDPOINT: string().trim().optional(),
  S3_BUCKET: string().trim().optional(),
  S3_REGION: string().trim().optional(),
  S3_ACCESS_KEY_ID: string().optional(),
  S3_SECRET_ACCESS_KEY: string().optional(),
  S3_FORCE_PATH_STYLE: trueOrFalse(),
  S3_CORS_ORIGINS: string().optional(),
  S3_EMBEDDED_PORT: whole(0, 65535),
  S3_TIMEOUT_MS: whole(100, 120_000),
  // auth
  SESSION_IDLE_MINUTES: positive(),
  SESSION_MAX_HOURS: positive(),
  STAFF_USERNAME: string().trim().optional(),
  STAFF_PASSWORD: string().optional(),
  // contacts
  CONTACTS_RATE_LIMIT_MAX: whole(0, 1_000_000),
  CONTACTS_RATE_LIMIT_WINDOW_SECONDS: whole(1, 86_400),
  CONTACTS_BODY_LIMIT_BYTES: whole(1024, 10_485_760),
  // uploads
  UPLOAD_URL_TTL_SECONDS: whole(10, 3600),
  // leads and mail
  SMTP_URL: parsed(checkSmtpUrl),
  MAIL_FROM: string().trim().optional(),
  LEADS_SALES_TO: string().trim().optional(),
  LEADS_SUPPORT_TO: string().trim().optional(),
  LEADS_RETRY_BASE_SECONDS: positive(),
  LEADS_RETRY_MAX_SECONDS: positive(),
  LEADS_MAX_ATTEMPTS: whole(1, 1000),
  LEADS_LEASE_SECONDS: positive(),
  // vitals
  VITALS_RATE_LIMIT_MAX: whole(0, 1_000_000),
  VITALS_RATE_LIMIT_WINDOW_SECONDS: whole(1, 86_400),
  VITALS_RETENTION_DAYS: whole(7, 3650),
  // site and deploys
  SITE_DEPLOY_TARGET: string().trim().optional(),
  SITE_TARGET_TIMEOUT_MS: whole(1, 60_000),
  // metrics
  METRICS_TOKEN: string().trim().optional(),
  // logging
  LOG_LEVEL: oneOf(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']),
  LOG_FORMAT: string().trim().optional(),
});

/** The environment's settings, checked; numbers are numbers, the rest is trimmed text. */
export type Settings = ReturnType<typeof settingsSchema.validateSync>;

/** Every environment variable the server reads. */
export const settingNames: readonly string[] = Object.keys(settingsSchema.fields);

/** Sign-in limits (README "Limits"). */
export interface SignInLimits {
  /** Failed sign-ins per (account, client) per window before that pair gets 429 (5). */
  perPairFailures: number;
  /** Failed sign-ins per client per window over all accounts (20: an office may share an address). */
  perClientFailures: number;
  /** Failures on one account (from any clients) before its growing delay starts (5). */
  accountFreeFailures: number;
  /** First delay; it doubles with each further failure on the account (1 s). */
  baseDelayMs: number;
  /** Longest delay (60 s). */
  maxDelayMs: number;
  /** Counting window (15 minutes). */
  windowMs: number;
}

export const defaultSignInLimits: SignInLimits = {
  perPairFailures: 5,
  perClientFailures: 20,
  accountFreeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  windowMs: 15 * 60_000,
};

/** Session and sign-in limits. */
export interface AuthSettings {
  /** A session unused this long ends (SESSION_IDLE_MINUTES, default 120). */
  idleMs: number;
  /** A session ends this long after sign-in whatever happens (SESSION_MAX_HOURS, default 12). */
  absoluteMs: number;
  /** Sign-in throttling: per (account, client), per client, and the per-account delay. */
  signIn: SignInLimits;
  /** Secure cookie (and the __Host- prefix) when served over HTTPS. */
  secureCookie: boolean;
  /** Clock, replaceable in tests. */
  now: () => number;
}

/** Limits on the public contact endpoints . */
export interface ContactSettings {
  /** Posts allowed per client per window (CONTACTS_RATE_LIMIT_MAX, default 10; 0 = off). */
  rateLimitMax: number;
  /** Window length (CONTACTS_RATE_LIMIT_WINDOW_SECONDS, default 600 = 10 minutes). */
  rateLimitWindowMs: number;
  /** Largest accepted body (CONTACTS_BODY_LIMIT_BYTES, default 32768). */
  bodyLimitBytes: number;
}

/** Limits of POST /api/vitals and how long the daily counts are kept. */
export interface VitalsSettings {
  /** Beacons allowed per client per window (VITALS_RATE_LIMIT_MAX, default 60; 0 = off). */
  rateLimitMax: number;
  /** Window length (VITALS_RATE_LIMIT_WINDOW_SECONDS, default 600 = 10 minutes). */
  rateLimitWindowMs: number;
  /** Days of daily counts kept (VITALS_RETENTION_DAYS, default 90, at least 7 for the staff page). */
  retentionDays: number;
}

export interface UploadSettings {
  /** Presigned PUT URLs expire this soon (UPLOAD_URL_TTL_SECONDS, default 300). */
  urlTtlSeconds: number;
  /** An issued key must be recorded within this time, else its object is swept (1 hour). */
  recordWindowMs: number;
  /** Clock, replaceable in tests (an old clock signs already-expired URLs). */
  now: () => number;
}

/** Where lead notifications go and how the sender retries. */
export interface LeadMailSettings {
  /** smtp:// or smtps:// URL, credentials inside (SMTP_URL). Unset: notifications are off. */
  smtpUrl: string | undefined;
  /** Sender address (MAIL_FROM). */
  from: string;
  /** Recipient of sales-form leads (LEADS_SALES_TO). */
  salesTo: string;
  /** Recipient of customer-service requests (LEADS_SUPPORT_TO, default LEADS_SALES_TO). */
  supportTo: string;
  /** Origin the inbox link in each mail points to (first of PUBLIC_SITE_URL, else localhost:PORT). */
  siteOrigin: string;
  /** First retry delay; doubles each time (LEADS_RETRY_BASE_SECONDS, default 30). */
  retryBaseMs: number;
  /** Longest delay between tries (LEADS_RETRY_MAX_SECONDS, default 3600). */
  retryMaxMs: number;
  /** Tries before a notification is "failed" (LEADS_MAX_ATTEMPTS, default 12). */
  maxAttempts: number;
  /**
   * How long an instance keeps the others off a lead it is sending (LEADS_LEASE_SECONDS,
   * default 300). A send is cut off well before its lease ends, so keep it above the SMTP
   * timeouts (about a minute); it is also how long a crashed instance's lead waits.
   */
  leaseMs: number;
}

export interface StorageSettings extends S3Settings {
  /** No S3_ENDPOINT: run the embedded server under DATA_DIR/objects. */
  embedded: boolean;
  /** Origins allowed to PUT to the embedded bucket (the site plus S3_CORS_ORIGINS). */
  corsOrigins: string[];
}

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

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
   * Reverse proxies in front of the server whose X-Forwarded-For entries are trusted
   * (TRUST_PROXY=true means 1, a number means that many hops; 0: use the socket address).
   */
  trustProxyHops: number;
  /** NODE_ENV=production: the launch check's warnings at start. */
  production: boolean;
  /** Requests in flight get this long to finish after SIGTERM/SIGINT (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceMs: number;
  /** Serve the built site too (SERVE_SITE, default true); API tests and `pnpm dev` leave it off. */
  serveSite: boolean;
}

export interface StaffFromSettings {
  username: string;
  password: string;
}

export interface SiteSettings {
  /** Where the shell and remotes are deployed (SITE_DEPLOY_TARGET, default the site root). */
  deployTarget: string;
  /** How long a request waits for the deploy target (SITE_TARGET_TIMEOUT_MS, default 500). */
  targetTimeoutMs: number;
}

/** Every setting of the server, parsed once from the environment, frozen. */
export interface AppConfig {
  core: CoreConfig;
  database: DatabaseSettings;
  storage: StorageSettings & { embeddedPort: number };
  auth: AuthSettings & { staff: StaffFromSettings | null };
  contacts: ContactSettings;
  uploads: UploadSettings;
  leads: LeadMailSettings;
  vitals: VitalsSettings;
  site: SiteSettings;
  /** METRICS_TOKEN: GET /metrics answers only to `Authorization: Bearer <it>`; unset: 404. */
  metrics: { token: string | undefined };
  logging: { level: string; pretty: boolean };
}

/** A start refused: `problems` holds one line per bad setting (name, value, what is allowed). */
export class ConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`Invalid settings:\n${problems.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Readonly<Record<string, string | undefined>>;

function shown(value: string | undefined): string {
  const text = value ?? '';
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 77)}...` : text);
}

const looksLikeAddress = (value: string) => /^[^\s@]+@[^\s@]+$|<[^\s@<>]+@[^\s@<>]+>$/.test(value.trim());

/** Rules across settings, checked once every value on its own is known to be good. */
function crossProblems(s: Settings, origins: readonly string[], hosts: readonly string[]): string[] {
  const problems: string[] = [];
  // Without a known public address a page would print whatever Host a visitor sent
  // (canonical URLs, og tags, sitemap): fine on a laptop, not on the internet.
  if (s.NODE_ENV === 'production' && origins.length === 0 && hosts.length === 0)
    problems.push(
      'NODE_ENV=production needs PUBLIC_SITE_URL (e.g. https://www.example.com) or ALLOWED_HOSTS (e.g. www.example.com,example.com)',
    );
  // A half-configured mailer would lose mail quietly: it stops the start instead.
  if (s.SMTP_URL) {
    for (const name of ['MAIL_FROM', 'LEADS_SALES_TO', 'LEADS_SUPPORT_TO'] as const) {
      const value = name === 'LEADS_SUPPORT_TO' ? s.LEADS_SUPPORT_TO || s.LEADS_SALES_TO : s[name];
      if (!looksLikeAddress(value ?? ''))
        problems.push(`${name}=${shown(value)}: an e-mail address, required when SMTP_URL is set`);
    }
  }
  if (Boolean(s.STAFF_USERNAME) !== Boolean(s.STAFF_PASSWORD))
    problems.push('STAFF_USERNAME and STAFF_PASSWORD: set both, or neither');
  return problems;
}

function checked(env: Env): Settings {
  const known: Record<string, string | undefined> = {};
  for (const name of settingNames) known[name] = env[name];
  try {
    return settingsSchema.validateSync(known, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const inner = error.inner.length > 0 ? error.inner : [error];
    throw new ConfigError(inner.map((e) => `${e.path}=${shown(known[e.path ?? ''])}: ${e.message}`));
  }
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The server's settings from the environment, all checked before any is used: a bad value
 * throws one ConfigError listing every problem. With nothing set, the embedded defaults
 * (SQLite in ./data, embedded S3, port 3000) make `npm start` work.
 */
export function loadConfig(env: Env): AppConfig {
  const s = checked(env);
  const siteOrigins = parseOrigins(s.PUBLIC_SITE_URL);
  const allowedHosts = parseAllowedHosts(s.ALLOWED_HOSTS);
  const problems = crossProblems(s, siteOrigins, allowedHosts);
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = s.DATA_DIR || './data';
  const port = s.PORT ?? 3000;
  const https = s.HTTPS === 'true' || siteOrigins[0]?.startsWith('https://') === true;
  const siteRoot = s.SITE_ROOT ? resolve(s.SITE_ROOT) : repoRoot;
  const core: CoreConfig = {
    port,
    host: s.HOST || '0.0.0.0',
    dataDir: isAbsolute(dataDir) ? dataDir : join(process.cwd(), dataDir),
    siteRoot,
    siteOrigins,
    allowedHosts,
    https,
    trustProxyHops: parseTrustProxy(s.TRUST_PROXY),
    production: s.NODE_ENV === 'production',
    shutdownGraceMs: (s.SHUTDOWN_GRACE_SECONDS ?? 10) * 1000,
    serveSite: s.SERVE_SITE !== 'false',
  };
  // The site's browser origins: PUBLIC_SITE_URL, else localhost and 127.0.0.1 on PORT.
  const browserOrigins =
    siteOrigins.length > 0 ? [...siteOrigins] : [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  const endpoint = s.S3_ENDPOINT || undefined;
  // Path-style suits MinIO, R2 and loopback; AWS itself prefers virtual-hosted buckets.
  const pathStyleDefault = endpoint !== undefined && !endpoint.includes('amazonaws.com');
  const salesTo = s.LEADS_SALES_TO ?? '';
  return deepFreeze<AppConfig>({
    core,
    database: {
      dataDir: core.dataDir,
      databaseUrl: s.DATABASE_URL || undefined,
      poolMax: s.PGPOOL_MAX ?? 10,
      queryTimeoutMs: s.DATABASE_TIMEOUT_MS ?? 5000,
    },
    storage: {
      embedded: !endpoint,
      endpoint,
      publicEndpoint: s.S3_PUBLIC_ENDPOINT || undefined,
      bucket: s.S3_BUCKET || 'product-images',
      region: s.S3_REGION || 'us-east-1',
      accessKeyId: s.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: s.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle:
        !endpoint || (s.S3_FORCE_PATH_STYLE ? s.S3_FORCE_PATH_STYLE === 'true' : pathStyleDefault),
      corsOrigins: [...browserOrigins, ...list(s.S3_CORS_ORIGINS)],
      timeoutMs: s.S3_TIMEOUT_MS ?? 5000,
      embeddedPort: s.S3_EMBEDDED_PORT ?? 0,
    },
    auth: {
      idleMs: (s.SESSION_IDLE_MINUTES ?? 120) * 60_000,
      absoluteMs: (s.SESSION_MAX_HOURS ?? 12) * 3_600_000,
      signIn: defaultSignInLimits,
      secureCookie: https,
      now: Date.now,
      staff:
        s.STAFF_USERNAME && s.STAFF_PASSWORD
          ? { username: s.STAFF_USERNAME, password: s.STAFF_PASSWORD }
          : null,
    },
    contacts: {
      rateLimitMax: s.CONTACTS_RATE_LIMIT_MAX ?? 10,
      rateLimitWindowMs: (s.CONTACTS_RATE_LIMIT_WINDOW_SECONDS ?? 600) * 1000,
      bodyLimitBytes: s.CONTACTS_BODY_LIMIT_BYTES ?? 32_768,
    },
    uploads: { urlTtlSeconds: s.UPLOAD_URL_TTL_SECONDS ?? 300, recordWindowMs: 3_600_000, now: Date.now },
    leads: {
      smtpUrl: s.SMTP_URL || undefined,
      from: s.MAIL_FROM ?? '',
      salesTo,
      supportTo: s.LEADS_SUPPORT_TO || salesTo,
      // The inbox link in each mail: the canonical public origin, else this machine.
      siteOrigin: siteOrigins[0] ?? `http://localhost:${port}`,
      retryBaseMs: (s.LEADS_RETRY_BASE_SECONDS ?? 30) * 1000,
      retryMaxMs: (s.LEADS_RETRY_MAX_SECONDS ?? 3600) * 1000,
      maxAttempts: s.LEADS_MAX_ATTEMPTS ?? 12,
      leaseMs: (s.LEADS_LEASE_SECONDS ?? 300) * 1000,
    },
    vitals: {
      rateLimitMax: s.VITALS_RATE_LIMIT_MAX ?? 60,
      rateLimitWindowMs: (s.VITALS_RATE_LIMIT_WINDOW_SECONDS ?? 600) * 1000,
      retentionDays: s.VITALS_RETENTION_DAYS ?? 90,
    },
    site: {
      deployTarget: s.SITE_DEPLOY_TARGET || siteRoot,
      targetTimeoutMs: s.SITE_TARGET_TIMEOUT_MS ?? 500,
    },
    metrics: { token: s.METRICS_TOKEN || undefined },
    logging: { level: s.LOG_LEVEL ?? 'info', pretty: s.LOG_FORMAT === 'pretty' },
  });
}

/** The core settings alone (the deploy tools, which read nothing else). */
export function loadCoreConfig(env: Env): CoreConfig {
  return loadConfig(env).core;
}
