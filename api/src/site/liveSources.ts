import type { SqlClient } from '../db/sqlClient.ts';
import { ProductImages } from '../gallery/productImages.ts';

/** Reads one public list a page may show live (LiveList.source), as its public GET answers it. */
export type LiveSources = Record<string, () => Promise<readonly object[]>>;

/** The lists the server fills pages with: each is what its public GET endpoint answers. */
export function liveSources(sql: SqlClient): LiveSources {
  const images = new ProductImages(sql);
  return {
    // GET /api/product-images (uploadRoutes.ts): the gallery of /upload.
    'product-images': () => images.list(),
  };
}
