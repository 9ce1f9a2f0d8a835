import { randomUUID } from 'node:crypto';
import type { ProductImage } from '@pod/contracts/productImageShape';
import type { StaffSession } from '../auth/sessions.ts';
import { inTransaction } from '../db/inTransaction.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import { ProductImages } from '../gallery/productImages.ts';
import { ApiError } from '../http/errors/apiError.ts';
import type { ObjectStorage } from '../storage/objectStorage.ts';
import { cleanFilename } from './cleanFilename.ts';
import { IMAGE_TYPES, isImageType, MAX_UPLOAD_BYTES } from './imagePolicy.ts';
import { ImageWorkerUnavailableError } from './imageWorkers.ts';
import { isWholeImage } from './inspectImage.ts';
import { UploadGrants } from './uploadGrants.ts';

export const NOT_ISSUED_MESSAGE = 'This upload URL was not issued by this site.';
export const NOT_AN_IMAGE_MESSAGE = 'The uploaded file is not a PNG, JPEG or WebP image of at most 10MB.';

/** Where a recorded image lives: a key no presigned URL was ever issued for. */
export function finalImageKey(extension: string): string {
  return `images/${randomUUID()}.${extension}`;
}

/** isWholeImage, or a 503 that drops only the checked copy when the image worker is unavailable. */
async function checkedOrKept(
  bytes: Uint8Array,
  type: Parameters<typeof isWholeImage>[1],
  storage: ObjectStorage,
  finalKey: string,
): Promise<boolean> {
  try {
    return await isWholeImage(bytes, type);
  } catch (error) {
    if (!(error instanceof ImageWorkerUnavailableError)) throw error;
    await storage.delete(finalKey).catch(() => undefined);
    throw new ApiError(
      503,
      'image_check_unavailable',
      'The image cannot be checked right now. Please try again in a moment.',
      { headers: { 'Retry-After': '10' } },
    );
  }
}

/**
 * Records an upload as a product image, trusting nothing the client says. The URL must
 * be one this server issued to this session. The staging object is copied server-side
 * to a fresh final key; the copy (not the staging object, which the presigned URL can still
 * overwrite until it expires) is then checked: exact signed size, and one whole image of the
 * signed type. A bad upload leaves nothing. When the image cannot be checked right now (the
 * image worker is stopped or starved), the answer is a 503 and the upload stays: the grant is
 * open and the staging object kept, so the client's retry records it.
 */
export async function recordUpload(options: {
  sql: SqlClient;
  storage: ObjectStorage;
  session: StaffSession;
  filename: string;
  imageUrl: URL;
  now: number;
}): Promise<ProductImage> {
  const { sql, storage, session, now } = options;
  const grants = new UploadGrants(sql);
  const grant = await grants.findOpenByUrl(`${options.imageUrl.origin}${options.imageUrl.pathname}`);
  if (!grant || grant.sessionId !== session.id)
    throw new ApiError(400, 'upload_not_issued', NOT_ISSUED_MESSAGE, {
      fields: { imageURL: NOT_ISSUED_MESSAGE },
    });
  const staging = grant.objectKey;
  const refuse = async (code: string, message: string, finalKey?: string): Promise<never> => {
    if (finalKey) await storage.delete(finalKey);
    await storage.delete(staging);
    // The grant row stays (settled) so the sweeper removes anything PUT here later.
    await grants.settle(staging, now);
    throw new ApiError(422, code, message, { fields: { imageURL: message } });
  };
  if (now > grant.recordBy) await refuse('upload_expired', 'This upload took too long. Please try again.');

  const missing = () => new ApiError(400, 'upload_missing', 'No file was uploaded to this URL.');
  const head = await storage.head(staging);
  if (!head) throw missing();
  const contentType = head.contentType?.split(';')[0]?.trim().toLowerCase();
  const expected = grant.contentType;
  if (
    !isImageType(expected) ||
    grant.size === null ||
    contentType !== expected ||
    head.size !== grant.size ||
    head.size > MAX_UPLOAD_BYTES
  )
    return refuse('invalid_image', NOT_AN_IMAGE_MESSAGE);

  const finalKey = finalImageKey(IMAGE_TYPES[expected].extension);
  if (!(await storage.copy(staging, finalKey, expected))) throw missing();
  const stored = await storage.readAll(finalKey, MAX_UPLOAD_BYTES);
  if (
    !stored ||
    stored.bytes.length !== grant.size ||
    !(await checkedOrKept(stored.bytes, expected, storage, finalKey))
  )
    return refuse('invalid_image', NOT_AN_IMAGE_MESSAGE, finalKey);
  await storage.delete(staging);

  const filename = cleanFilename(options.filename, `image.${IMAGE_TYPES[expected].extension}`);
  let id: string | null;
  try {
    id = await inTransaction(sql, async (tx) => {
      // Settling first makes a second, concurrent record of the same upload fail here.
      if (!(await new UploadGrants(tx).settle(staging, now))) return null;
      return new ProductImages(tx).insert({
        filename,
        objectPath: finalKey,
        contentType: expected,
        size: grant.size ?? 0,
      });
    });
  } catch (error) {
    await storage.delete(finalKey).catch(() => {});
    throw error;
  }
  if (!id) {
    await storage.delete(finalKey);
    throw new ApiError(409, 'already_recorded', 'This upload has already been recorded.');
  }
  const item = await new ProductImages(sql).get(id);
  if (!item) throw new Error('recorded image vanished');
  return item;
}
