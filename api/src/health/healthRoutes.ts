import { Hono } from 'hono';
import { type ApiError, errorBody } from '../http/errors/apiError.ts';
import { databaseFailure, databaseUnavailable } from '../http/errors/databaseFailure.ts';
import { storageUnavailable } from '../http/errors/storageFailure.ts';

/** A health check gives up on a dependency after this long (load balancers time out too). */
const CHECK_TIMEOUT_MS = 2000;

/** What e-mail delivery looks like from here: not configured, last send worked, or it failed. */
export type MailState = 'off' | 'ok' | 'failing';

export interface HealthChecks {
  /** A round trip to the database; throws when it cannot answer. */
  database: () => Promise<void>;
  /** A round trip to object storage; null when the instance has no storage configured. */
  storage: (() => Promise<void>) | null;
  /** The lead mail sender's state (never checked live: a down SMTP server only delays mail). */
  mail: () => MailState;
  /**
   * Reads the deploy target's live records and says which apps' could not be read, and why;
   * undefined when all were read (a read that is only slow is no problem: it is still answered).
   */
  deployTargetProblems: () => Promise<Record<string, string> | undefined>;
}

type CheckResult = { ok: true } | { ok: false; error: unknown };

async function probe(check: () => Promise<void>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), late]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For load balancers. GET /api/health checks the database and object storage at once (each
 * at most 2 s) and reports them with the mail sender's state and the deploy target: 200 when
 * the instance can serve, 503 in the API's error shape (naming the first dependency that is
 * down, with every check beside it) when the database or storage does not answer. Mail that
 * fails is reported, not a 503: leads wait in the outbox. A deploy target that cannot be read
 * is reported too, still 200: every app serves its last good version (see site-server/src/deploys).
 * GET /api/health/live: 200 while the process runs (restart only when this fails). Neither is cached.
 */
export function createHealthRoutes(checks: HealthChecks): Hono {
  const routes = new Hono();
  routes.get('/health/live', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  routes.get('/health', async (c) => {
    c.header('Cache-Control', 'no-store');
    const [database, storage, problems] = await Promise.all([
      probe(checks.database),
      checks.storage ? probe(checks.storage) : Promise.resolve(null),
      checks.deployTargetProblems(),
    ]);
    const report = {
      database: database.ok ? 'ok' : 'unavailable',
      storage: storage === null ? 'off' : storage.ok ? 'ok' : 'unavailable',
      mail: checks.mail(),
      deployTarget: problems ? { unreadable: problems } : 'ok',
    };
    let failure: ApiError | null = null;
    if (!database.ok) failure = databaseFailure(database.error) ?? databaseUnavailable();
    else if (storage && !storage.ok) failure = storageUnavailable();
    if (!failure) return c.json({ status: 'ok', ...report });
    for (const [name, value] of Object.entries(failure.headers ?? {})) c.header(name, value);
    return c.json({ ...errorBody(failure.code, failure.message), status: 'unavailable', ...report }, 503);
  });
  return routes;
}
