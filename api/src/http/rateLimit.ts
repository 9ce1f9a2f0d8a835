import type { Context, MiddlewareHandler } from 'hono';
import { ApiError, sendError } from './apiError.ts';

export interface RateLimitOptions {
  /** Requests allowed per client per window; 0 turns the limit off. */
  max: number;
  windowMs: number;
  /** Which client a request belongs to (e.g. its address). */
  key: (c: Context) => string;
  /** Clients remembered at most; the oldest windows are dropped first. */
  maxClients?: number;
  now?: () => number;
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window limit per client, in memory (one process serves the site). Past the
 * limit: 429 with Retry-After in whole seconds until the window ends.
 *
 * O(1) per request with bounded memory: a client's window is (re-)inserted at the end
 * of the Map when it starts, so the Map is ordered by window end and the expired ones
 * are always at the front. Making room only ever looks at the front.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const { max, windowMs, key, maxClients = 50_000, now = Date.now } = options;
  const windows = new Map<string, Window>();

  function makeRoom(at: number): void {
    for (const [client, window] of windows) {
      // Stop at the first live window unless a flood of addresses has filled the table,
      // in which case the oldest window goes.
      if (window.resetAt > at && windows.size < maxClients) break;
      windows.delete(client);
    }
  }

  return async (c, next) => {
    if (max <= 0) return next();
    const at = now();
    const client = key(c);
    let window = windows.get(client);
    if (!window || window.resetAt <= at) {
      makeRoom(at);
      window = { count: 0, resetAt: at + windowMs };
      windows.delete(client);
      windows.set(client, window);
    }
    window.count += 1;
    if (window.count > max) {
      const seconds = Math.max(1, Math.ceil((window.resetAt - at) / 1000));
      return sendError(
        c,
        new ApiError(429, 'rate_limited', 'Too many requests. Please try again later.', {
          headers: { 'Retry-After': String(seconds) },
        }),
      );
    }
    return next();
  };
}
