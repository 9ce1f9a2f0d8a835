import type { ListSources } from '@pod/site-server';
import type { SqlClient } from '../db/sqlClient.ts';
import { FeaturedImages } from './featuredImages.ts';
import { keptUntilGalleryChanges } from './keptList.ts';
import { withTemplateSrcSets } from './pictureSources.ts';
import { ProductImages } from './productImages.ts';

/**
 * The lists the page server fills pages with: each is what its public GET endpoint answers,
 * kept between gallery changes (keptList.ts), so a page view costs the database nothing.
 */
export function listSources(sql: SqlClient): ListSources {
  const images = new ProductImages(sql);
  const featured = new FeaturedImages(sql);
  return {
    // GET /api/product-images (uploadRoutes.ts): the gallery of /upload.
    'product-images': keptUntilGalleryChanges(sql, () => images.list()),
    // GET /api/featured-images (featuredRoutes.ts): the production photos of / and /products.
    // Each item also carries its srcsets as plain fields, which is all a template can fill.
    'featured-images': keptUntilGalleryChanges(sql, async () =>
      (await featured.list()).map(withTemplateSrcSets),
    ),
  };
}
