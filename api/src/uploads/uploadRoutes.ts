import { Hono } from 'hono';
import type { AppDeps } from '../appDeps.ts';

/** /api/objects/upload and /api/product-images. Placeholder until the upload issue lands. */
export function createUploadRoutes(_deps: AppDeps): Hono {
  const routes = new Hono();
  routes.get('/product-images', (c) => c.json([]));
  return routes;
}
