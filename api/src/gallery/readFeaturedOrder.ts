import type { Context } from 'hono';
import { ApiError } from '../http/apiError.ts';
import { readJsonBody, SMALL_JSON_BODY_BYTES } from '../http/jsonBody.ts';
import { MAX_FEATURED } from './featuredImages.ts';
import { isImageId } from './productImages.ts';

const invalid = (problem: string) =>
  new ApiError(400, 'invalid_fields', problem, { fields: { ids: problem } });

/**
 * The body of PUT /api/featured-images: `{ "ids": [...] }`, the featured images in order
 * (empty: none). Anything else is a 400 with the reason, never a 500.
 */
export async function readFeaturedOrder(c: Context): Promise<string[]> {
  const body = (await readJsonBody(c, SMALL_JSON_BODY_BYTES)) as { ids?: unknown } | null;
  const ids = body && typeof body === 'object' && !Array.isArray(body) ? body.ids : undefined;
  if (!Array.isArray(ids)) throw invalid('ids must be a list of image ids.');
  if (ids.length > MAX_FEATURED) throw invalid(`At most ${MAX_FEATURED} images can be featured.`);
  if (!ids.every((id): id is string => typeof id === 'string' && isImageId(id)))
    throw invalid('Every id must be an image id.');
  if (new Set(ids).size !== ids.length) throw invalid('An image can be featured only once.');
  return ids;
}
