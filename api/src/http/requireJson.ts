import type { MiddlewareHandler } from 'hono';
import { ApiError, sendError } from './apiError.ts';

/** True for `application/json`, optionally with `charset=utf-8` (any case). */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [mediaType = '', ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/json') return false;
  return params.every((param) => !param.startsWith('charset=') || /^charset="?utf-8"?$/.test(param));
}

/** 415 unless the request says its body is JSON (also stops cross-site "simple" form posts). */
export function requireJson(): MiddlewareHandler {
  return async (c, next) => {
    if (!isJsonContentType(c.req.header('Content-Type'))) {
      return sendError(
        c,
        new ApiError(
          415,
          'unsupported_media_type',
          'The body must be JSON (Content-Type: application/json).',
        ),
      );
    }
    return next();
  };
}
