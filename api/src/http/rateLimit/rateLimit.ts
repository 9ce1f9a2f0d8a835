import type { Context, MiddlewareHandler } from 'hono';
import { ApiError, sendError } from '../errors/apiError.ts';

/** Fixed-window counters (limits/sharedCounters.ts keeps them in the database). */
export interface WindowCounters {
  /** Length of every window. */
  readonly windowMs: number;
  /** Counts one event for key; returns its window's count, start and this event's time. */
  add(key: string): Promise<{ count: number; windowStart: number; lastAt: number }>;
}

export interface RateLimitOptions {
  /** Requests allowed per client per window; 0 turns the limit off. */
  max: number;
  /** Fixed windows in the database (their length is the window), shared by every instance. */
  counters: WindowCounters;
  /** Which counter a request counts against, e.g. "contact:<address>". */
  key: (c: Context) => string;
}

/**
 * Fixed-window limit per client, counted in the database so that every API instance
 * behind the load balancer sees the same count (one atomic upsert per request, no state
 * in memory). Past the limit: 429 with Retry-After in whole seconds until the window ends.
 * A database that cannot count answers 503 (via the app's error handler), as the write
 * behind the limit would.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const retryAfterSeconds = await countRequest(options, c);
    if (retryAfterSeconds !== undefined) {
      return sendError(
        c,
        new ApiError(429, 'rate_limited', 'Too many requests. Please try again later.', {
          headers: { 'Retry-After': String(retryAfterSeconds) },
        }),
      );
    }
    return next();
  };
}

/**
 * Counts one request against the limit: undefined while within it, else the whole seconds until
 * its window ends (for a caller that answers with a page rather than the API's JSON).
 */
export async function countRequest(
  { max, counters, key }: RateLimitOptions,
  c: Context,
): Promise<number | undefined> {
  if (max <= 0) return undefined;
  const window = await counters.add(key(c));
  if (window.count <= max) return undefined;
  // lastAt is this request's time, by the same clock that started the window.
  const leftMs = window.windowStart + counters.windowMs - window.lastAt;
  return Math.max(1, Math.ceil(leftMs / 1000));
}
