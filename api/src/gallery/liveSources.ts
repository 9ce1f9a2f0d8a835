import type { LiveSources } from '@pod/site-server';
import type { SqlClient } from '../db/sqlClient.ts';
import { FeaturedImages } from './featuredImages.ts';
import { withTemplateSrcSets } from './pictureSources.ts';
import { ProductImages } from './productImages.ts';

/**
 * Requests that arrive while a list is being read share that read: a burst of page loads costs
 * the database one query, and every page still shows the list as it is now (nothing is kept).
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      pending = read().finally(() => {
        pending = undefined;
      });
    }
    return pending;
  };
}

/** The lists the page server fills pages with: each is what its public GET endpoint answers. */
export function liveSources(sql: SqlClient): LiveSources {
  const images = new ProductImages(sql);
  const featured = new FeaturedImages(sql);
  return {
    // GET /api/product-images (uploadRoutes.ts): the gallery of /upload.
    'product-images': sharedRead(() => images.list()),
    // GET /api/featured-images (featuredRoutes.ts): the production photos of / and /products.
    // Each item also carries its srcsets as plain fields, which is all a template can fill.
    'featured-images': sharedRead(async () => (await featured.list()).map(withTemplateSrcSets)),
  };
}
