import { Hono } from 'hono';
import type { AppDeps } from '../appDeps.ts';
import { ApiError } from '../http/apiError.ts';

/** /api/auth/*. Placeholder until the upload issue lands. */
export function createAuthRoutes(_deps: AppDeps): Hono {
  const routes = new Hono();
  routes.get('/me', () => {
    throw new ApiError(401, 'unauthenticated', 'Not signed in.');
  });
  return routes;
}
