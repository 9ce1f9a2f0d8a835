import type { Context } from 'hono';
import { ApiError } from '../http/errors/apiError.ts';
import { readJsonBody, SMALL_JSON_BODY_BYTES } from '../http/jsonBody/jsonBody.ts';
import { FEATURED_ACTIONS, type FeaturedAction, isFeaturedAction } from './featuredOrderChange.ts';

/**
 * The body of POST /api/featured-images/:id: `{ "action": "feature" | "unfeature" | "up" |
 * "down" }`. Anything else is a 400 with the reason, never a 500.
 */
export async function readFeaturedAction(c: Context): Promise<FeaturedAction> {
  const body = (await readJsonBody(c, SMALL_JSON_BODY_BYTES)) as { action?: unknown } | null;
  const action = body && typeof body === 'object' && !Array.isArray(body) ? body.action : undefined;
  if (isFeaturedAction(action)) return action;
  const problem = `action must be one of: ${FEATURED_ACTIONS.join(', ')}.`;
  throw new ApiError(400, 'invalid_fields', problem, { fields: { action: problem } });
}
