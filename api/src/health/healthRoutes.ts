import { Hono } from 'hono';
import { sendError } from '../http/apiError.ts';
import { databaseFailure, databaseUnavailable } from '../http/databaseFailure.ts';

/** A health check gives up on the database after this long (load balancers time out too). */
const CHECK_TIMEOUT_MS = 2000;

function withTimeout(check: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(databaseUnavailable()), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

/**
 * For load balancers. GET /api/health: 200 when the database answers (the instance can serve
 * the API), 503 in the API's error shape when it does not; `deployTarget` says whether the
 * site's deploy target could be read (else which apps serve their last good version, and why). GET /api/health/live: 200 while the
 * process runs (restart it only when this fails). Neither is cached.
 */
export function createHealthRoutes(
  checkDatabase: () => Promise<void>,
  deployTargetProblems: () => Record<string, string> | undefined = () => undefined,
): Hono {
  const routes = new Hono();
  routes.get('/health/live', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  routes.get('/health', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await withTimeout(checkDatabase());
      // A deploy target that cannot be read is reported, but the instance stays in rotation:
      // it serves every app from the last version it read (see api/src/site/deploys).
      const problems = deployTargetProblems();
      return c.json({
        status: 'ok',
        database: 'ok',
        deployTarget: problems ? { unreadable: problems } : 'ok',
      });
    } catch (error) {
      return sendError(c, databaseFailure(error) ?? databaseUnavailable());
    }
  });
  return routes;
}
