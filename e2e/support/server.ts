import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT || 3210);
/**
 * WebKit reads the site through an error-probe proxy (errorProbeProxy.ts), so its pages' origin
 * is the proxy's: a fixed port next to the server's, allowed to PUT uploads to the embedded bucket.
 */
export const E2E_PROBE_PROXY_PORT = E2E_PORT + 1;

// One fresh data folder per run, shared by the config (server) and tests (to read the database).
// A folder the caller chose (E2E_DATA_DIR) is theirs to keep; ours is removed after the run.
const chosenDataDir = process.env.E2E_DATA_DIR;
const dataDir = chosenDataDir || mkdtempSync(join(tmpdir(), 'pod-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
if (!chosenDataDir) process.env.E2E_REMOVE_DATA_DIR = 'true';

export function e2eDataDir(): string {
  return dataDir;
}

/** GET /metrics answers this bearer token (METRICS_TOKEN) in the e2e server. */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token';

/** The staff account the server creates at start-up (STAFF_USERNAME/STAFF_PASSWORD). */
export const E2E_STAFF = { username: 'e2e.staff', password: 'e2e staff password 123' } as const;

export function e2eServerEnv(): Record<string, string> {
  return {
    ...(process.env as Record<string, string>),
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_SITE_URL: '',
    // Warnings and errors only: a JSON line per request would bury the test report.
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    // Every e2e post comes from one address; the limit itself is covered by the API tests.
    CONTACTS_RATE_LIMIT_MAX: '1000',
    // Every page load of every spec sends its Web Vitals from that one address too.
    VITALS_RATE_LIMIT_MAX: '100000',
    METRICS_TOKEN: E2E_METRICS_TOKEN,
    STAFF_USERNAME: E2E_STAFF.username,
    STAFF_PASSWORD: E2E_STAFF.password,
    S3_CORS_ORIGINS: [process.env.S3_CORS_ORIGINS, `http://127.0.0.1:${E2E_PROBE_PROXY_PORT}`]
      .filter(Boolean)
      .join(','),
  };
}
