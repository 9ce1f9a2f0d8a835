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
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const { max, windowMs, key, maxClients = 50_000, now = Date.now } = options;
  const windows = new Map<string, Window>();

  function prune(at: number): void {
    for (const [client, window] of windows) {
      if (window.resetAt <= at) windows.delete(client);
    }
    // Still full of live windows (a flood of addresses): forget the oldest.
    for (const client of windows.keys()) {
      if (windows.size < maxClients) break;
      windows.delete(client);
    }
  }

  return async (c, next) => {
    if (max <= 0) return next();
    const at = now();
    const client = key(c);
    let window = windows.get(client);
    if (!window || window.resetAt <= at) {
      if (windows.size >= maxClients) prune(at);
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
