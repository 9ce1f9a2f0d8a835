import { Hono } from 'hono';
import { createStaffGate, type StaffAuthDeps } from '../auth/staffSession.ts';
import { ApiError } from '../http/apiError.ts';
import { requireJson } from '../http/requireJson.ts';
import { FeaturedImages } from './featuredImages.ts';
import { readFeaturedOrder } from './readFeaturedOrder.ts';

// Briefly cacheable: every Home and Products visit asks, and a staff change may take a
// minute to reach visitors.
const PUBLIC_CACHE = 'public, max-age=60';

/** GET /api/featured-images (public) and PUT /api/featured-images (staff: the whole order). */
export function createFeaturedRoutes(deps: StaffAuthDeps): Hono {
  const gate = createStaffGate(deps);
  const featured = new FeaturedImages(deps.sql);
  const routes = new Hono();

  routes.get('/featured-images', async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json(await featured.list());
  });

  routes.put('/featured-images', requireJson(), async (c) => {
    await gate.requireStaff(c);
    const ids = await readFeaturedOrder(c);
    const missing = await featured.replaceOrder(ids);
    if (missing.length > 0) {
      const problem = `No such image: ${missing.join(', ')}.`;
      throw new ApiError(400, 'invalid_fields', problem, { fields: { ids: problem } });
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ ids });
  });

  return routes;
}
