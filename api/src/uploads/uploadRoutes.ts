import { randomUUID } from 'node:crypto';
import { noneMatchHits } from '@pod/site-server/entityTags';
import { Hono } from 'hono';
import { createStaffGate, type StaffAuthDeps } from '../auth/staffSession.ts';
import type { AppConfig } from '../config/loadConfig.ts';
import { ProductImages } from '../gallery/productImages.ts';
import { startImageVariants } from '../gallery/storeImageVariants.ts';
import { clientAddress } from '../http/clientAddress/clientAddress.ts';
import { ApiError } from '../http/errors/apiError.ts';
import { sendStoredObject } from '../http/helpers/sendStoredObject.ts';
import { imageReadsFor } from '../http/imageReads/imageReads.ts';
import { requireJson } from '../http/requireJson/requireJson.ts';
import type { ObjectStorage } from '../storage/objectStorage.ts';
import { IMAGE_TYPES } from './imagePolicy.ts';
import { recordUpload } from './recordUpload.ts';
import { UploadGrants } from './uploadGrants.ts';
import { readRecordRequest, readUploadUrlRequest } from './uploadRequests.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MAX_PENDING_PER_SESSION = 50;

/** /api/objects/upload (staff), /api/product-images (list public, record staff), image files. */
export interface UploadRouteDeps extends StaffAuthDeps {
  /** Object storage for uploads; null when not configured. */
  storage: ObjectStorage | null;
  /** Presigned URL lifetime and clock, image reads' limits; sign-in settings; proxies trusted. */
  config: Pick<AppConfig, 'auth' | 'uploads' | 'core'>;
}

export function createUploadRoutes(deps: UploadRouteDeps): Hono {
  const gate = createStaffGate(deps);
  const settings = deps.config.uploads;
  const grants = new UploadGrants(deps.sql);
  const images = new ProductImages(deps.sql);
  const reads = imageReadsFor(settings.imageReads);
  const routes = new Hono();

  const storageOrFail = (): ObjectStorage => {
    if (!deps.storage) throw new ApiError(503, 'storage_unavailable', 'Image storage is not configured.');
    return deps.storage;
  };

  routes.post('/objects/upload', requireJson(), async (c) => {
    const session = await gate.requireStaff(c);
    const storage = storageOrFail();
    const { contentType, size } = await readUploadUrlRequest(c);
    const now = settings.now();
    // Bounds the rows (and possible strays) one session can leave behind. Counted in the
    // database, so it holds across instances (requests in flight at once may overshoot it
    // by their number: it is a bound on clutter, not a security limit).
    if ((await grants.pendingForSession(session.id, now)) >= MAX_PENDING_PER_SESSION)
      throw new ApiError(429, 'too_many_uploads', 'Too many unfinished uploads. Please wait and try again.');
    // The key is ours alone: a fresh UUID, never the client's filename. Uploads land on
    // a staging key; recording copies them to a final key no URL can write.
    const key = `staging/${randomUUID()}.${IMAGE_TYPES[contentType].extension}`;
    const uploadURL = await storage.presignPut(key, {
      contentType,
      contentLength: size,
      expiresInSeconds: settings.urlTtlSeconds,
      signingDate: new Date(now),
    });
    const url = new URL(uploadURL);
    await grants.add({
      objectKey: key,
      objectUrl: `${url.origin}${url.pathname}`,
      sessionId: session.id,
      userId: session.userId,
      contentType,
      size,
      issuedAt: now,
      urlExpiresAt: now + settings.urlTtlSeconds * 1000,
      recordBy: now + settings.recordWindowMs,
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ uploadURL });
  });

  routes.put('/product-images', requireJson(), async (c) => {
    const session = await gate.requireStaff(c);
    const storage = storageOrFail();
    const { filename, imageUrl } = await readRecordRequest(c);
    const image = await recordUpload({
      sql: deps.sql,
      storage,
      session,
      filename,
      imageUrl,
      now: settings.now(),
    });
    await startImageVariants(deps.sql, storage, image.id);
    return c.json(image, 201);
  });

  routes.get('/product-images', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await images.list());
  });

  routes.get('/product-images/:id/file', async (c) => {
    const id = c.req.param('id');
    const file = await images.file(id);
    if (!file) throw new ApiError(404, 'not_found', 'No such image.');
    // Keys are never reused, so the id is a perfect validator.
    const etag = `"${id}"`;
    const headers: Record<string, string> = {
      'Cache-Control': IMMUTABLE,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Content-Disposition': 'inline',
    };
    if (noneMatchHits(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    const client = clientAddress(c, deps.config.core.trustedProxies);
    const object = await reads.read(c, client, () => storageOrFail().get(file.objectPath));
    if (!object) throw new ApiError(404, 'not_found', 'No such image.');
    return sendStoredObject(c, object, file.contentType ?? 'application/octet-stream', headers);
  });

  return routes;
}
