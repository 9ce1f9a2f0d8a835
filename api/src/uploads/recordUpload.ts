import type { StaffSession } from '../auth/sessions.ts';
import type { Db } from '../db/openDatabase.ts';
import { ApiError } from '../http/apiError.ts';
import { cleanFilename } from './cleanFilename.ts';
import { IMAGE_TYPES, isImageType, MAX_UPLOAD_BYTES, SNIFF_BYTES, sniffImageType } from './imagePolicy.ts';
import type { ObjectStorage } from './objectStorage.ts';
import { type ProductImageListItem, ProductImages } from './productImages.ts';
import type { UploadGrants } from './uploadGrants.ts';

export const NOT_ISSUED_MESSAGE = 'This upload URL was not issued by this site.';
export const NOT_AN_IMAGE_MESSAGE = 'The uploaded file is not a PNG, JPEG or WebP image of at most 10MB.';

/**
 * Records an uploaded object as a product image, trusting nothing the client says:
 * the URL must be one this server issued to this session, and the stored object must
 * really be an allowed image within the limit. A bad object is deleted.
 */
export async function recordUpload(options: {
  db: Db;
  storage: ObjectStorage;
  grants: UploadGrants;
  session: StaffSession;
  filename: string;
  imageUrl: URL;
  now: number;
}): Promise<ProductImageListItem> {
  const { db, storage, grants, session, now } = options;
  const grant = grants.findByUrl(`${options.imageUrl.origin}${options.imageUrl.pathname}`);
  if (!grant || grant.sessionId !== session.id)
    throw new ApiError(400, 'upload_not_issued', NOT_ISSUED_MESSAGE, {
      fields: { imageURL: NOT_ISSUED_MESSAGE },
    });
  const key = grant.objectKey;
  const refuse = async (code: string, message: string): Promise<never> => {
    await storage.delete(key);
    grants.remove(key);
    throw new ApiError(422, code, message, { fields: { imageURL: message } });
  };
  if (now > grant.recordBy) await refuse('upload_expired', 'This upload took too long. Please try again.');

  const head = await storage.head(key);
  if (!head) throw new ApiError(400, 'upload_missing', 'No file was uploaded to this URL.');
  const contentType = head.contentType?.split(';')[0]?.trim().toLowerCase();
  const sizeOk =
    head.size > 0 && head.size <= MAX_UPLOAD_BYTES && (grant.size === null || head.size === grant.size);
  const typeOk =
    isImageType(contentType) && (grant.contentType === null || contentType === grant.contentType);
  if (!sizeOk || !typeOk || !isImageType(contentType)) return refuse('invalid_image', NOT_AN_IMAGE_MESSAGE);
  if (sniffImageType(await storage.readStart(key, SNIFF_BYTES)) !== contentType)
    return refuse('invalid_image', NOT_AN_IMAGE_MESSAGE);

  const filename = cleanFilename(options.filename, `image.${IMAGE_TYPES[contentType].extension}`);
  const images = new ProductImages(db);
  const id = db.transaction(() => {
    // Deleting the grant first makes a second, concurrent record of the same key fail here.
    const claimed = db.prepare('DELETE FROM upload_grants WHERE object_key = ?').run(key).changes === 1;
    if (!claimed) return null;
    return images.insert({ filename, objectPath: key, contentType, size: head.size });
  })();
  if (!id) throw new ApiError(409, 'already_recorded', 'This upload has already been recorded.');
  const item = images.get(id);
  if (!item) throw new Error('recorded image vanished');
  return item;
}
