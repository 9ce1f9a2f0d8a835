import { Hono } from 'hono';
import { createStaffGate, type StaffAuthDeps } from '../auth/staffSession.ts';
import { ApiError } from '../http/errors/apiError.ts';
import { requireJson } from '../http/requireJson/requireJson.ts';
import { FeaturedImages } from './featuredImages.ts';
import { MAX_FEATURED } from './featuredOrderChange.ts';
import { readFeaturedAction } from './readFeaturedAction.ts';

// Briefly cacheable: every Home and Products visit asks, and a staff change may take a
// minute to reach visitors.
const PUBLIC_CACHE = 'public, max-age=60';

/**
 * GET /api/featured-images (public) and POST /api/featured-images/:id (staff: one change,
 * made to the server's order, so concurrent or stale clients lose nothing).
 */
export function createFeaturedRoutes(deps: StaffAuthDeps): Hono {
  const gate = createStaffGate(deps);
  const featured = new FeaturedImages(deps.sql);
  const routes = new Hono();

  routes.get('/featured-images', async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json(await featured.list());
  });

  routes.post('/featured-images/:id', requireJson(), async (c) => {
    await gate.requireStaff(c);
    const action = await readFeaturedAction(c);
    const ids = await featured.change(c.req.param('id'), action);
    if (ids === 'no_image') throw new ApiError(404, 'not_found', 'No such image.');
    if (ids === 'full')
      throw new ApiError(409, 'featured_full', `At most ${MAX_FEATURED} images can be featured.`);
    c.header('Cache-Control', 'no-store');
    return c.json({ ids });
  });

  return routes;
}
