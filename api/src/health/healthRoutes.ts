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
 * the API), 503 in the API's error shape when it does not. GET /api/health/live: 200 while the
 * process runs (restart it only when this fails). Neither is cached.
 */
export function createHealthRoutes(checkDatabase: () => Promise<void>): Hono {
  const routes = new Hono();
  routes.get('/health/live', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  routes.get('/health', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await withTimeout(checkDatabase());
      return c.json({ status: 'ok', database: 'ok' });
    } catch (error) {
      return sendError(c, databaseFailure(error) ?? databaseUnavailable());
    }
  });
  return routes;
}
