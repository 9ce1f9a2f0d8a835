import { noneMatchHits } from '@pod/site-server/entityTags';
import { Hono } from 'hono';
import type { AppConfig } from '../config/loadConfig.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import { clientAddress } from '../http/clientAddress/clientAddress.ts';
import { ApiError } from '../http/errors/apiError.ts';
import { sendStoredObject } from '../http/helpers/sendStoredObject.ts';
import { imageReadsFor } from '../http/imageReads/imageReads.ts';
import type { ObjectStorage } from '../storage/objectStorage.ts';
import { VariantRecords } from './variantRecords.ts';
import { parseVariantName, VARIANT_CONTENT_TYPES, variantKey } from './variantSizes.ts';

const noSuchVariant = () => new ApiError(404, 'not_found', 'No such image.');

/** GET /api/product-images/:id/variants/:name, e.g. …/variants/w640.avif (public). */
export function createVariantRoutes(deps: {
  sql: SqlClient;
  storage: ObjectStorage | null;
  config: Pick<AppConfig, 'core' | 'uploads'>;
}): Hono {
  const records = new VariantRecords(deps.sql);
  // Counted with the originals' reads: one client's share covers both.
  const reads = imageReadsFor(deps.config.uploads.imageReads);
  const routes = new Hono();
  routes.get('/product-images/:id/variants/:name', async (c) => {
    const id = c.req.param('id');
    const wanted = parseVariantName(c.req.param('name'));
    const image = wanted ? await records.get(id) : undefined;
    if (!wanted || !image?.widths?.includes(wanted.width)) throw noSuchVariant();
    // A variant is made once and never changes: its URL is a perfect validator.
    const etag = `"${id}-${c.req.param('name')}"`;
    const headers: Record<string, string> = {
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Content-Disposition': 'inline',
    };
    if (noneMatchHits(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    if (!deps.storage) throw new ApiError(503, 'storage_unavailable', 'Image storage is not configured.');
    const { storage } = deps;
    const client = clientAddress(c, deps.config.core.trustedProxies);
    const object = await reads.read(c, client, () =>
      storage.get(variantKey(image.objectPath, wanted.width, wanted.format)),
    );
    if (!object) throw noSuchVariant();
    return sendStoredObject(c, object, VARIANT_CONTENT_TYPES[wanted.format], headers);
  });
  return routes;
}
