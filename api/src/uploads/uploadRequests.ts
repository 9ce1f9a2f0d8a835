import type { Context } from 'hono';
import { ApiError } from '../http/errors/apiError.ts';
import { readJsonBody, SMALL_JSON_BODY_BYTES } from '../http/jsonBody/jsonBody.ts';
import { type ImageType, isImageType, MAX_UPLOAD_BYTES } from './imagePolicy.ts';

export const TYPE_MESSAGE = 'Only PNG, JPEG or WebP images can be uploaded.';
export const SIZE_MESSAGE = 'Images can be at most 10MB.';

async function readJsonObject(c: Context, allowEmpty: boolean): Promise<Record<string, unknown>> {
  const value = await readJsonBody(c, SMALL_JSON_BODY_BYTES, { allowEmpty }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 400) return null; // reported below, as before
    throw error;
  });
  if (value === undefined) return {};
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  throw new ApiError(400, 'invalid_json', 'Send a JSON object.');
}

/**
 * POST /api/objects/upload body: { contentType, size } (filename may come along and is
 * ignored). Both are required: they are signed into the URL, so storage itself refuses
 * a PUT of another type or length, and an upload can never be bigger than asked for.
 */
export async function readUploadUrlRequest(c: Context): Promise<{ contentType: ImageType; size: number }> {
  const body = await readJsonObject(c, true);
  const { contentType, size } = body;
  if (contentType === undefined || size === undefined)
    throw new ApiError(400, 'invalid_body', 'Send the image type and size in bytes.', {
      fields: {
        ...(contentType === undefined ? { contentType: 'Required' } : {}),
        ...(size === undefined ? { size: 'Required' } : {}),
      },
    });
  if (!isImageType(contentType))
    throw new ApiError(415, 'unsupported_type', TYPE_MESSAGE, { fields: { contentType: TYPE_MESSAGE } });
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1)
    throw new ApiError(400, 'invalid_size', 'Size must be a whole number of bytes.', {
      fields: { size: 'Invalid size' },
    });
  if (size > MAX_UPLOAD_BYTES)
    throw new ApiError(413, 'too_large', SIZE_MESSAGE, { fields: { size: SIZE_MESSAGE } });
  return { contentType, size };
}

/** PUT /api/product-images body: { filename, imageURL }. */
export async function readRecordRequest(c: Context): Promise<{ filename: string; imageUrl: URL }> {
  const body = await readJsonObject(c, false);
  const { filename, imageURL } = body;
  const fields: Record<string, string> = {};
  if (typeof filename !== 'string' || filename.trim() === '' || filename.length > 1000)
    fields.filename = 'Required';
  let imageUrl: URL | undefined;
  if (typeof imageURL === 'string' && imageURL.length <= 4000) {
    try {
      imageUrl = new URL(imageURL);
    } catch {
      // reported below
    }
  }
  if (!imageUrl) fields.imageURL = 'A valid URL is required';
  if (Object.keys(fields).length > 0 || !imageUrl || typeof filename !== 'string')
    throw new ApiError(400, 'invalid_body', 'Send a filename and the upload URL.', { fields });
  return { filename, imageUrl };
}
