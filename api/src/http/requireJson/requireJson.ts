import type { Context, MiddlewareHandler } from 'hono';
import { ApiError, sendError } from '../errors/apiError.ts';
import { readJsonBody, SMALL_JSON_BODY_BYTES } from '../jsonBody/jsonBody.ts';

const notJson = () =>
  new ApiError(415, 'unsupported_media_type', 'The body must be JSON (Content-Type: application/json).');

/** True for `application/json`, optionally with `charset=utf-8` (any case). */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [mediaType = '', ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/json') return false;
  return params.every((param) => !param.startsWith('charset=') || /^charset="?utf-8"?$/.test(param));
}

/** A request that carries no body at all (no Content-Type, no length, not chunked). */
function hasNoBody(header: (name: string) => string | undefined): boolean {
  const length = header('Content-Length');
  return (
    header('Content-Type') === undefined &&
    header('Transfer-Encoding') === undefined &&
    (length === undefined || length.trim() === '0')
  );
}

/**
 * 415 unless the request says its body is JSON (also stops cross-site "simple" form
 * and text/plain posts). With allowNoBody, a request with no body at all passes too
 * (sign-out sends nothing).
 */
export function requireJson({ allowNoBody = false }: { allowNoBody?: boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    const header = (name: string) => c.req.header(name);
    if (!isJsonContentType(header('Content-Type')) && !(allowNoBody && hasNoBody(header))) {
      return sendError(c, notJson());
    }
    return next();
  };
}

/**
 * The fields of a small JSON edit (a staff PATCH), read where the handler decides, after its
 * own checks: 415 unless the request says JSON, 413/400 as readJsonBody; a body that is not
 * an object has no fields.
 */
export async function readJsonFields(c: Context): Promise<Readonly<Record<string, unknown>>> {
  if (!isJsonContentType(c.req.header('Content-Type'))) throw notJson();
  const body = await readJsonBody(c, SMALL_JSON_BODY_BYTES);
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}
