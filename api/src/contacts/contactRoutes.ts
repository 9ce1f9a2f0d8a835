import { Hono } from 'hono';
import type { AppDeps } from '../appDeps.ts';
import { ApiError } from '../http/apiError.ts';

/** POST /api/contacts and /api/contacts/cs. Placeholder until the forms issue lands. */
export function createContactRoutes(_deps: AppDeps): Hono {
  const routes = new Hono();
  routes.post('/', () => {
    throw new ApiError(503, 'not_ready', 'Contact requests are not available yet.');
  });
  return routes;
}
